import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IconSourcesContext, LoadingScreen, Toaster } from '@taper/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from './lib/router';
import { useCurrentUser, useUpdatePreferences } from './hooks/auth';
import { useIconSources } from './hooks/icons';
import { browser } from './lib/browser';
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
          queries: { retry: 1, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

/** Sends the browser's time zone when it differs from the one the server has for the user. */
function TimeZoneSync({ saved }: { saved: string }) {
  const { mutate } = useUpdatePreferences();
  useEffect(() => {
    const zone = browser.timeZone();
    if (zone && zone !== saved) mutate({ timezone: zone });
  }, [saved, mutate]);
  return null;
}

/** Every icon image of every screen comes from one request. */
function IconSourcesProvider({ children }: { children: ReactNode }) {
  return (
    <IconSourcesContext.Provider value={useIconSources()}>{children}</IconSourcesContext.Provider>
  );
}

export function Root() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <>
        <LoadingScreen label={TEXTS.loadingUser} fullScreen />
        <Toaster />
      </>
    );
  }
  return (
    <ThemeProvider saved={user?.themePreference} signedIn={user !== null}>
      <SessionContext.Provider value={user}>
        {user && <TimeZoneSync saved={user.timezone} />}
        <IconSourcesProvider>
          <AppRoutes signedIn={user !== null} isAdmin={user?.role === 'ADMIN'} />
        </IconSourcesProvider>
        <Toaster />
      </SessionContext.Provider>
    </ThemeProvider>
  );
}
