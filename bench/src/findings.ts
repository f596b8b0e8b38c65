/**
 * Causes and fixes of missed goals, found by profiling (see each section's breakdown tables). A
 * note is added to a section only while the goal it explains is missed.
 */
import type { Section } from './report';

const missed = (section: Section, pattern: RegExp) =>
  section.figures.some((figure) => figure.met === false && pattern.test(figure.label));

function note(section: Section, when: RegExp, text: string): void {
  if (missed(section, when)) section.notes = [...(section.notes ?? []), text];
}

export function addFindings(sections: {
  reads: Section;
  writes: Section;
  growth: Section;
  domain: Section;
  web: Section;
}): void {
  const { reads, writes, growth, domain, web } = sections;
  note(
    reads,
    /^GET \/api\/habits$/,
    '**Why the reads are below 0.5 of the bare floor**: the reference row (the same constant bytes from a route added to the real ' +
      "app under /api) shows what the app's own setup costs — the API's five security headers (computed once at start; documents get " +
      "helmet's full set), compression and the request hook. A repeated read is answered with the JSON kept for the user, their data " +
      'revision, the procedure, today and the input (`userDataQuery`, packages/api/src/trpc.ts: one place, so REST, /trpc and any ' +
      'other caller share it). What is left on every request is in the breakdown: the SHA-256 of the token, the one session query ' +
      '(session, user and data revision by primary key; a few µs in SQLite itself, more under load as it waits its turn on the one ' +
      "connection), today in the user's time zone, tRPC's middleware chain and the routing. Keeping the session in memory while " +
      "SQLite's `data_version` is unchanged saved ~10% CPU under load but cannot work for PostgreSQL or several processes, so it " +
      'was left out. On a busy machine the socket writes of the slower process also cost more; compare with the load average at the top.',
  );
  note(
    reads,
    /p99$/,
    '**p99 at -c 50**: with 50 requests always in flight a request waits for the ~50 ahead of it, so the p99 is about 50 × the CPU per ' +
      'request (server CPU column) plus garbage-collection pauses and the load generator sharing the same two cores. Repeated reads ' +
      'are answered from their kept JSON, so what remains is the session check and the HTTP work.',
  );
  note(
    writes,
    /: POST /,
    '**Writes**: each log is a session lookup, the habit with its goal versions (the goal in force judges the entry) and one ' +
      "upsert, whose triggers stamp the habit's entries revision and bump the user's `data_revision` (what keeps the read caches " +
      'right across processes); the answer’s month figures count and read the habit’s entries when this process does not keep them ' +
      '(here every time: no log is of a habit the server has read before). SQLite writes under the habit’s lock in one transaction and ' +
      'serialises writers, so at -c 20 the p99 is the queue of 20 requests × their CPU cost plus WAL checkpoints. PostgreSQL ' +
      'writes without a transaction of its own (the upsert holds the habit’s row only if it is the version read) and each ' +
      'connection names its statements, so PostgreSQL parses and plans each text once; it runs on the same two cores as the app ' +
      'and the load generator, so at -c 20 the machine’s CPU is the limit, and most of the app’s share is sending statements ' +
      'over the socket. One user’s own parallel writes also queue on their `users` row (the reported row). ' +
      'Compare with the load average at the top before acting on it.',
  );
  note(
    growth,
    /p50, 10,000 users/,
    '**Growth**: both reads are answered from the per-user cache after the first request (the session is one indexed join by ' +
      'primary keys), so their medians are well under a millisecond and a ' +
      'tenth of a millisecond of scheduling noise moves the ratio by 0.1; the number of other users’ rows is not on the path of ' +
      'either read. Re-run on a quiet machine before acting on it.',
  );
  note(
    growth,
    /stats/,
    '**Admin stats**: one aggregate query over the users table (six filtered counts; `users_last_seen_at_idx` exists). Its median is far below the goal; ' +
      'a p99 above it on a busy machine is scheduling noise, not growth — compare with the load average at the top.',
  );
  note(
    domain,
    /computeStreaks|month summary/,
    '**Domain**: both functions walk the entries once (sorted input is used as is, the month summary filters to its window before ' +
      'de-duplicating); a ratio above the goal for twice the entries points at garbage collection on a busy machine — re-run quietly.',
  );
  note(
    web,
    /^JS downloaded/,
    '**JS size**: react-dom is ~45% of the bundle and cannot shrink; the next parts are @headlessui/react (menus, listboxes, dialogs) ' +
      'and TanStack Query. zod must stay out of the first page (only forms load it: the domain rules screens read import none, ' +
      'packages/domain/src/purity.test.ts); then load the header menus on first interaction (`lazy()` like the dialogs) for ~15 KB.',
  );
  note(
    web,
    /Largest Contentful Paint|Total Blocking Time/,
    '**LCP and TBT**: `/` loads the user, the habits and icons, and `habits.summary` (streaks computed by the server, only the entries of ' +
      'the month grids around today — see the data table); the first paint waits for the bundle to be parsed and run at 4× throttling. ' +
      'What is left: the size of the JS itself (see the parts table), and rendering 20 cards × 42 cells in one go.',
  );
}
