import type { AppRouter } from '@taper/api';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { getAuthToken } from './auth-token';
import { bootLink } from './boot-link';

export const trpc = createTRPCReact<AppRouter>();

function headers() {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      bootLink(),
      // A change to an entry is a request of its own, never batched with another day's: each
      // has its own answer and its own timeout (see lib/entry-queue).
      splitLink({
        condition: (op) => op.path.startsWith('entries.') && op.type === 'mutation',
        true: httpLink({ url: '/trpc', headers }),
        false: httpBatchLink({ url: '/trpc', headers }),
      }),
    ],
  });
}
