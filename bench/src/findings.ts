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
    '**Why the list is far below 0.5 of the floor** (CPU table above): a bare route costs one Fastify dispatch; the app adds, per request, ' +
      'the session lookup and the habits query through Kysely — each several times its better-sqlite3 cost, because Kysely’s SqliteDriver ' +
      're-prepares every statement (`db.prepare(sql)` per query) and both plugins (CamelCase, PortableTypes) walk every query tree and every result row — ' +
      'plus the REST/tRPC adapter, helmet’s headers and zod output validation. No endpoint that reads the database per request can reach half of a ' +
      'constant route on one core. What moves it, by effect: (1) run one API process per core (the API is stateless: `node:cluster` or two processes ' +
      'behind the load balancer) — doubles throughput on this 2-core machine; (2) in `packages/db/src/dialect.ts` `createSqliteDialect`, hand Kysely a ' +
      'wrapper whose `prepare(sql)` returns a cached better-sqlite3 statement (Map by SQL text, bounded; prepare afresh when `statement.busy`) — ' +
      'measured ≈7% less CPU per request; (3) cache a validated session for a few seconds per token hash in `apps/api/src/lib/sessions.ts` ' +
      '(evict on logout and password change; the TTL bounds staleness across processes) — one query less per request; (4) in PortableTypesPlugin.transformResult, ' +
      'decide once per result which keys need converting instead of three regex tests per column per row. Lowering the goal to what a DB-backed route ' +
      'can do (e.g. ≥ 0.1 of the floor, p99 < 25 ms at -c 50 on a quiet core) is the honest alternative.',
  );
  note(
    reads,
    /streaks p99/,
    '**Streaks**: fixed in this change — the endpoint loaded whole entry rows (10 columns and two Date objects per row) only to read date and result; it now ' +
      'uses `listDayResultsForHabit` (packages/db) selecting those two columns (compare the two `·` rows in the table above). What remains: `computeStreaks` ' +
      'calls `toDayNumber` per date, which validates with a regex, `split` and `map` each time; a charCode fast path in `packages/domain/src/dates.ts` ' +
      '(validate once, compute the day number arithmetically) would cut it several-fold. For long histories, keep per-habit streaks up to date on write.',
  );
  note(
    writes,
    /entries$/,
    '**Writes**: each log is a session lookup, `findHabit` (the goal is needed to judge the entry) and one upsert; SQLite serialises writers, so at ' +
      '-c 20 the p99 is the queue of 20 requests × their CPU cost — the same Kysely overheads as the reads (fixes (1)–(3) above apply). On a busy machine ' +
      '(see the load average) the figure is dominated by CPU contention: re-run on a quiet machine before acting on it.',
  );
  note(
    growth,
    /stats/,
    '**Admin stats**: one aggregate query over the users table (six filtered counts; `users_last_seen_at_idx` exists). Its median is far below the goal; ' +
      'a p99 above it on a busy machine is scheduling noise, not growth — compare with the load average at the top.',
  );
  note(
    domain,
    /computeStreaks/,
    '**computeStreaks**: `successRuns` sorts the success dates (n log n) and calls `toDayNumber` (regex + split per call) per date; the fast path ' +
      'described under section 1 makes it linear in practice. Entries already arrive sorted from the database, so the sort can be skipped when sorted.',
  );
  note(
    domain,
    /month summary/,
    '**Month summary**: `monthStats` → `entriesInWindow` indexes *every* entry of the habit in a new Map (and `computeStreaks` indexes them twice) ' +
      'before keeping the month’s few; the work is linear but the allocation grows with history, and garbage collection makes the double size cost more ' +
      'than twice. Fix in `packages/domain/src/entries.ts`: filter to the window first, then de-duplicate only those entries (and index once in ' +
      '`computeStreaks`); the month summary then costs O(n) comparisons and O(month) allocation.',
  );
  note(
    web,
    /^JS downloaded/,
    '**JS size**: react-dom is ~40% of the bundle and cannot shrink; the next parts are @headlessui/react (menus/listboxes of the header, dialogs) and react-router. ' +
      'Load the header’s account and habit menus (Headless UI Menu/Listbox with floating-ui) on first interaction (`lazy()` like the dialogs), or ' +
      'render them as plain buttons + popovers; that brings the signed-in `/` under 150 KB. Also: **the server sends JS and CSS uncompressed** ' +
      '(Content-Encoding none above) — users download the raw size; register `@fastify/compress` in apps/api (or build `.br`/`.gz` files and set ' +
      '`preCompressed: true` on @fastify/static).',
  );
  note(
    web,
    /Largest Contentful Paint|Total Blocking Time/,
    '**LCP and TBT**: `/` fetches every entry the user ever logged (`entries.listAll`: see the data table — MBs for 20 habits × 2 years), parses it and runs ' +
      '`computeStreaks` 20 times on the main thread before the cards paint; nothing paints before the whole bundle has run and `auth.me` has answered. ' +
      'Fix: a server-side summary — one query (`select habit_id, date, performance from habit_entries where user_id = ?`) computing each habit’s streaks ' +
      'and returning only the shown month’s days (a `habits.summary` procedure, or `entries.listAll` with a `from` date plus streaks in `habits.list`) — ' +
      'cuts the payload to a few KB and the main-thread work to rendering; and put a static shell (header bar + “Loading”) in `apps/web/index.html`’s ' +
      '`#root` so the first paint does not wait for JavaScript.',
  );
}
