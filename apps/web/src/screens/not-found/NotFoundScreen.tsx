import { Card } from '@taper/ui';
import { Link } from '../../lib/router';
import { TEXTS } from '../../messages';
import { NOT_FOUND_TEXTS } from './messages';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundScreen() {
  usePageTitle(NOT_FOUND_TEXTS.pageTitle);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <p aria-hidden="true" className="text-5xl font-extrabold text-brand dark:text-teal-300">
          {NOT_FOUND_TEXTS.code}
        </p>
        <h1 className="mt-2 text-xl font-bold">{TEXTS.notFound}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{NOT_FOUND_TEXTS.body}</p>
        <Link
          to="/"
          className="mt-5 inline-flex h-10 items-center rounded-md bg-brand px-4 text-sm font-medium text-white hover:bg-brand-dark"
        >
          {TEXTS.backToHome}
        </Link>
      </Card>
    </main>
  );
}
