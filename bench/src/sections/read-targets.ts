/**
 * The reads section's targets: the two reads the goals name, each through every way the bench
 * serves it — REST, the app's /trpc, tRPC's own adapter, the floors, and as a browser asks.
 */
export interface Target {
  key: string;
  /** `adapterApp`: the same app in a process of its own, so the app's memory is of its own ways. */
  server: 'app' | 'adapterApp' | 'floor' | 'setupFloor';
  path: string;
  headers?: Readonly<Record<string, string>>;
}

/** What Chromium sends with every request: the answers are compressed for it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

/** The two reads the goals name, each through every way the bench serves it. */
export const READS = [
  { key: 'list', name: 'habits.list', rest: '/api/habits', floorPath: '/floor/list' },
  { key: 'stats', name: 'habits.stats', rest: '/api/habits/{id}/stats', floorPath: '/floor/stats' },
] as const;
export const WAYS = [
  'floor',
  'setup',
  'rest',
  'trpc',
  'adapter',
  'floorBrowser',
  'restBrowser',
  'trpcBrowser',
] as const;
export type Way = (typeof WAYS)[number];

/** The ways a browser's request takes: with its Accept-Encoding, against compressed bytes. */
export const BROWSER_WAYS: ReadonlySet<Way> = new Set([
  'floorBrowser',
  'restBrowser',
  'trpcBrowser',
]);

/** The path of a read through one way: REST, the app's /trpc, tRPC's own adapter, the floors. */
export function pathOf(read: (typeof READS)[number], way: Way, habitId: number): string {
  const input =
    read.key === 'stats' ? `?input=${encodeURIComponent(JSON.stringify({ id: habitId }))}` : '';
  switch (way) {
    case 'floor':
      return read.floorPath;
    case 'setup':
      return `/api${read.floorPath}`;
    case 'rest':
      return read.rest.replace('{id}', String(habitId));
    case 'trpc':
      return `/trpc/${read.name}${input}`;
    case 'adapter':
      return `/trpc-adapter/${read.name}${input}`;
    case 'floorBrowser':
      return `${read.floorPath}.br`;
    case 'restBrowser':
      return read.rest.replace('{id}', String(habitId));
    case 'trpcBrowser': {
      // As the web app's httpBatchLink asks for one query: the inputs keyed by position.
      const inputs = read.key === 'stats' ? { 0: { id: habitId } } : {};
      return `/trpc/${read.name}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
    }
  }
}

export const SERVER_OF: Record<Way, Target['server']> = {
  floor: 'floor',
  setup: 'setupFloor',
  rest: 'app',
  trpc: 'app',
  adapter: 'adapterApp',
  floorBrowser: 'floor',
  restBrowser: 'app',
  trpcBrowser: 'app',
};
