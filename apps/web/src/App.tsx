import {
  defaultShouldDehydrateQuery,
  QueryClient,
  useIsRestoring,
  type Query,
} from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { IconSourcesContext, LoadingScreen, Toaster } from '@taper/ui';
import { Fragment, useState, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from './lib/router';
import { DayRollover } from './components/DayRollover';
import { EntrySync } from './components/EntrySync';
import { RouteFocus } from './components/RouteFocus';
import { UpdatePrompt } from './components/UpdatePrompt';
import { WorkerBridge } from './components/WorkerBridge';
import { useCurrentUser } from './hooks/auth';
import { useIconSources } from './hooks/icons';
import { isSharedViewKey } from './hooks/shares';
import { useLocale } from './i18n/active-locale';
import { LocaleSync } from './i18n/LocaleSync';
import { CACHE_MAX_AGE_MS, idbPersister, sessionBuster } from './lib/query-persistence';
import { SessionContext } from './lib/session';
import { ThemeProvider } from './lib/theme';
import { createTrpcClient, trpc } from './lib/trpc';
import { TEXTS } from './messages';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // Kept (and saved) as long as a saved cache is used, so what was seen is there offline.
          queries: { retry: 1, refetchOnWindowFocus: false, gcTime: CACHE_MAX_AGE_MS },
          mutations: { retry: false },
        },
      }),
  );
  const [trpcClient] = useState(createTrpcClient);
  const [persistOptions] = useState(() => ({
    persister: idbPersister(),
    maxAge: CACHE_MAX_AGE_MS,
    buster: sessionBuster(),
    // A link's view is someone else's data: shown, never saved on this device.
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        defaultShouldDehydrateQuery(query) && !isSharedViewKey(query.queryKey),
    },
  }));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        onSuccess={() =>
          // The saved user is shown at once, and asked for again (it is never stale otherwise).
          queryClient.invalidateQueries({ queryKey: [['auth', 'me']] })
        }
      >
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </PersistQueryClientProvider>
    </trpc.Provider>
  );
}

/** Every icon image of every screen comes from one request. */
function IconSourcesProvider({ children }: { children: ReactNode }) {
  return (
    <IconSourcesContext.Provider value={useIconSources()}>{children}</IconSourcesContext.Provider>
  );
}

export function Root() {
  const { user, isLoading } = useCurrentUser();
  const restoring = useIsRestoring();
  // A share link's visitor sees it in their device's theme (the link's page has no settings).
  const [path] = useLocation();
  const visitorTheme = path.startsWith('/s/') ? 'system' : 'light';
  // A new language draws the screens anew (their data stays in the query cache).
  const locale = useLocale();
  if (isLoading || restoring) {
    return (
      <>
        <LoadingScreen label={TEXTS.loadingUser} fullScreen />
        <Toaster />
      </>
    );
  }
  return (
    <ThemeProvider
      saved={user?.themePreference}
      signedIn={user !== null}
      signedOutTheme={visitorTheme}
    >
      <SessionContext.Provider value={user}>
        {user && <DayRollover endsAt={user.todayEndsAt} />}
        {user && <EntrySync />}
        <WorkerBridge userId={user?.id} />
        {/* Signed in, every screen's Page shows it under the header. */}
        {!user && <UpdatePrompt />}
        <LocaleSync user={user} />
        <Fragment key={locale}>
          <RouteFocus />
          <IconSourcesProvider>
            <AppRoutes signedIn={user !== null} isAdmin={user?.role === 'ADMIN'} />
          </IconSourcesProvider>
        </Fragment>
        <Toaster />
      </SessionContext.Provider>
    </ThemeProvider>
  );
}
