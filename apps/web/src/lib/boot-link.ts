import type { AppRouter } from '@taper/api';
import type { TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { getAuthToken } from './auth-token';

/**
 * What `public/boot.js` leaves on `window`: answers to calls it started before the app loaded, and
 * the query cache saved on the device as it read it then.
 */
interface Boot {
  token: string;
  at: number;
  calls: Partial<Record<string, Promise<{ data: unknown } | null>>>;
  savedCache?: Promise<unknown>;
}

declare global {
  interface Window {
    __taperBoot?: Boot;
  }
}

/** Older early answers are not used: the app asks again. */
const MAX_AGE_MS = 10_000;

/** How boot.js keys a call: its path, and its input's JSON when it has one. */
function callKey(path: string, input: unknown): string {
  return input === undefined ? path : `${path} ${JSON.stringify(input)}`;
}

function takeEarlyAnswer(
  path: string,
  input: unknown,
): Promise<{ data: unknown } | null> | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__taperBoot;
  if (!boot) return undefined;
  const key = callKey(path, input);
  const answer = boot.calls[key];
  if (answer === undefined) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- each answer is used once
  delete boot.calls[key];
  if (boot.token !== getAuthToken() || Date.now() - boot.at > MAX_AGE_MS) return undefined;
  return answer;
}

/**
 * Answers a query from `public/boot.js`'s early call of the same path and input when there is one
 * (once per call); everything else, and any early call that failed, goes on to the next link.
 */
export function bootLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) => {
      const early = op.type === 'query' ? takeEarlyAnswer(op.path, op.input) : undefined;
      if (!early) return next(op);
      return observable((observer) => {
        let closed = false;
        let fallback: Unsubscribable | undefined;
        const fetchAgain = () => {
          if (!closed) fallback = next(op).subscribe(observer);
        };
        early.then((answer) => {
          if (closed) return;
          if (!answer) {
            fetchAgain();
            return;
          }
          observer.next({ result: { type: 'data', data: answer.data } });
          observer.complete();
        }, fetchAgain);
        return () => {
          closed = true;
          fallback?.unsubscribe();
        };
      });
    };
}
