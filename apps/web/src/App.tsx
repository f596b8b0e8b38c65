import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoadingScreen, Toaster } from '@taper/ui';
import { useEffect, useState } from 'react';
import { BrowserRouter } from './lib/router';
import { UpdatePrompt } from './components/UpdatePrompt';
import { useCurrentUser, useUpdatePreferences } from './hooks/auth';
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
        <AppRoutes signedIn={user !== null} isAdmin={user?.role === 'ADMIN'} />
        <UpdatePrompt />
        <Toaster />
      </SessionContext.Provider>
    </ThemeProvider>
  );
}
