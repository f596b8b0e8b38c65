/** A day of real use (mixed.ts): a simulated user's visit, as the web app sends its requests. */
import http from 'node:http';
import { addDays } from '@taper/domain';

/** What Chromium sends with every request. */
export const BROWSER_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

export interface BenchUser {
  token: string;
  habitIds: number[];
}

export type CallName = 'summary' | 'icons' | 'log' | 'stats' | 'progress';
export const CALLS: readonly CallName[] = ['summary', 'icons', 'log', 'stats', 'progress'];

export interface Call {
  name: CallName;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sent without the user's token, as the web app asks for what is the same for everyone. */
  signedOut?: true;
}

/** What a person's one step sends: its requests, sent together as the page sends them. */
export type Step = readonly Call[];

/** The web app's httpBatchLink URL: procedures joined by commas, inputs keyed by position. */
function batch(procedures: readonly string[], inputs: readonly unknown[]): string {
  const keyed: Record<string, unknown> = {};
  inputs.forEach((input, index) => {
    if (input !== undefined) keyed[String(index)] = input;
  });
  return `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(keyed))}`;
}

/**
 * One visit's steps, as the web app asks: `/` (the summary screen's batch, and beside it the icon
 * list, asked for on its own and without the token), three logs (the entry queue's `entries.log`,
 * one batch each), `/habit/{id}` (its stats), `/habit/{id}/progress` (the values by week over 26
 * weeks, the strength over the last year, the year's days, the weekdays).
 */
export function visit(user: BenchUser, today: string, random: () => number): Step[] {
  const pick = user.habitIds[Math.floor(random() * user.habitIds.length)] ?? 0;
  const back = (days: number) => addDays(today, -days);
  const year = today.slice(0, 4);
  return [
    [
      {
        name: 'summary',
        method: 'GET',
        path: batch(
          ['habits.list', 'groups.list', 'habits.summary'],
          [undefined, undefined, undefined],
        ),
      },
      { name: 'icons', method: 'GET', path: '/trpc/icons.list', signedOut: true },
    ],
    ...user.habitIds.slice(0, 3).map((id): Step => [
      {
        name: 'log',
        method: 'POST',
        path: '/trpc/entries.log?batch=1',
        body: JSON.stringify({
          0: { id, date: today, actualValue: Math.floor(random() * 5) },
        }),
      },
    ]),
    [{ name: 'stats', method: 'GET', path: batch(['habits.stats'], [{ id: pick }]) }],
    [
      {
        name: 'progress',
        method: 'GET',
        path: batch(
          ['habits.history', 'habits.strength', 'habits.history', 'habits.weekdays'],
          [
            { id: pick, bucket: 'week', from: back(26 * 7 - 1), to: today },
            { id: pick, from: back(364), to: today },
            { id: pick, bucket: 'day', from: `${year}-01-01`, to: `${year}-12-31` },
            { id: pick },
          ],
        ),
      },
    ],
  ];
}

/** Every simulated user's sockets: kept alive between steps, as a browser keeps its connection. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, keepAliveMsecs: 30_000 });

/** Requests sent and not answered yet, over every run: a run starts once the last one's are done. */
let unanswered = 0;

/** Requests sent and not yet answered (a run waits for those of the one before). */
export function unansweredRequests(): number {
  return unanswered;
}

export async function send(base: string, user: BenchUser, call: Call): Promise<number> {
  unanswered += 1;
  try {
    return await sendOnce(base, user, call);
  } finally {
    unanswered -= 1;
  }
}

function sendOnce(base: string, user: BenchUser, call: Call): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      ...BROWSER_HEADERS,
      ...(call.signedOut ? {} : { authorization: `Bearer ${user.token}` }),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const req = http.request(
      `${base}${call.path}`,
      { agent, method: call.method, headers },
      (res) => {
        res.resume();
        res.on('end', () => {
          resolve(res.statusCode ?? 0);
        });
        res.on('error', () => {
          resolve(0);
        });
      },
    );
    req.on('error', () => {
      resolve(0);
    });
    req.end(call.body);
  });
}
