/** A tRPC client answered by in-memory handlers, for screens tested with their real hooks. */
import type { AppRouter } from '@taper/api';
import type { CurrentUser } from '@taper/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@taper/ui';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../lib/router';
import { SessionContext } from '../lib/session';
import { trpc } from '../lib/trpc';
import { testUser } from './render';

export type Handler = (input: unknown, signal: AbortSignal | undefined) => unknown;
export type Handlers = Record<string, Handler>;
export interface Call {
  path: string;
  input: unknown;
}

/** A tRPC error as the client sees one from the server (message, code, HTTP status). */
export function serverError(message: string, code: string, httpStatus: number) {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { code, httpStatus } },
  });
}

/** A terminating link: records each operation in `calls` and answers it with its handler. */
export function fakeLink(handlers: Handlers, calls: Call[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        let live = true;
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No test handler for ${op.path}`);
            return handler(op.input, op.signal ?? undefined);
          })
          .then(
            (data) => {
              if (!live) return;
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => {
              if (!live) return;
              observer.error(
                error instanceof TRPCClientError
                  ? (error as TRPCClientError<AppRouter>)
                  : TRPCClientError.from(error instanceof Error ? error : new Error(String(error))),
              );
            },
          );
        return () => {
          live = false;
        };
      });
}

/** Renders `ui` at `path` as a signed-in user with a tRPC client answered by `handlers`. */
export function renderWithApi(
  ui: ReactNode,
  {
    handlers,
    user = testUser,
    path = '/',
  }: { handlers: Handlers; user?: CurrentUser; path?: string },
) {
  const calls: Call[] = [];
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = trpc.createClient({ links: [fakeLink(handlers, calls)] });
  const result = render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <SessionContext.Provider value={user}>
            {ui}
            <Toaster />
          </SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return { ...result, calls, queryClient };
}
