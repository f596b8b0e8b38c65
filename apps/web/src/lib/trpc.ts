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
      // The icon list is the same for everyone: asked for on its own and without the token, its
      // answer is one the server keeps and compresses once, not part of each user's batch.
      splitLink({
        condition: (op) => op.path === 'icons.list',
        true: httpLink({ url: '/trpc' }),
        // A change to an entry is a request of its own, never batched with another day's: each
        // has its own answer and its own timeout (see lib/entry-queue).
        false: splitLink({
          condition: (op) => op.path.startsWith('entries.') && op.type === 'mutation',
          true: httpLink({ url: '/trpc', headers }),
          false: httpBatchLink({ url: '/trpc', headers }),
        }),
      }),
    ],
  });
}
