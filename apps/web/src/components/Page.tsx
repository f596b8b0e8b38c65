import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { AppHeader, type HeaderContext } from './AppHeader';
import { FailedChanges } from './FailedChanges';
import { OfflineBanner } from './OfflineBanner';
import { RefusedChanges } from './RefusedChanges';
import { UpdatePrompt } from './UpdatePrompt';
import { COMPONENT_TEXTS } from './messages';

export function Page({
  context,
  children,
  wide = false,
}: {
  context: HeaderContext;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {COMPONENT_TEXTS.skipToContent}
      </a>
      <AppHeader context={context} />
      <UpdatePrompt />
      <OfflineBanner />
      <RefusedChanges />
      <FailedChanges />
      <main
        id="main"
        className={`mx-auto w-full px-[min(1rem,16px)] py-5 sm:py-8 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}
      >
        {children}
      </main>
    </div>
  );
}

/** A back link with a title row, used by the secondary screens. */
export function PageTitle({
  title,
  backTo = '/',
  backLabel = COMPONENT_TEXTS.back,
  actions,
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-center gap-3">
      <Link
        to={backTo}
        className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {backLabel}
      </Link>
      <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
      {actions && <div className="ms-auto flex gap-2">{actions}</div>}
    </div>
  );
}
