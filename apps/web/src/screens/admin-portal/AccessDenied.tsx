import { Button, Card } from '@taper/ui';
import { useNavigate } from '../../lib/router';
import { TEXTS } from '../../messages';
import { ADMIN_TEXTS } from './admin-messages';
import { usePageTitle } from '../../lib/page-title';

/** SPEC §2: what a non-admin sees at /admin-portal. */
export function AccessDenied() {
  const navigate = useNavigate();
  usePageTitle(ADMIN_TEXTS.accessDenied);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <h1 className="text-xl font-bold">{ADMIN_TEXTS.accessDenied}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{TEXTS.adminDenied}</p>
        <Button
          className="mt-5"
          onClick={() => {
            void navigate('/');
          }}
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {ADMIN_TEXTS.back}
        </Button>
      </Card>
    </main>
  );
}
