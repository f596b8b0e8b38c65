/**
 * `pnpm --filter @taper/bench section transfer [--quick]`: runs one section of the bench on its own
 * and prints its figures (`--details`: its tables too), without writing BENCHMARKS.md (for checking
 * one goal while working on it).
 * Only the sections that seed their own data (or need none) can run alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions, type BenchOptions } from './options';
import type { Section } from './report';
import { benchDomain } from './sections/domain';
import { benchImportStall } from './sections/import-stall';
import { benchMixed } from './sections/mixed';
import { benchMixedThreads } from './sections/mixed-threads';
import { benchProgress } from './sections/progress';
import { benchReadPlacement } from './sections/read-placement';
import { benchReadsAlone } from './sections/reads';
import { benchTransfer } from './sections/transfer';
import { benchWebAlone } from './sections/web';
import { benchPostgresWritesAlone } from './sections/writes';

const ALONE: Record<
  string,
  (options: BenchOptions, workDir: string) => Promise<Section | Section[]>
> = {
  domain: (options) => Promise.resolve(benchDomain(options)),
  'import-stall': benchImportStall,
  mixed: benchMixed,
  'mixed-threads': benchMixedThreads,
  progress: benchProgress,
  'read-placement': benchReadPlacement,
  reads: benchReadsAlone,
  transfer: benchTransfer,
  web: benchWebAlone,
  writes: benchPostgresWritesAlone,
};

const name = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '';
const run = ALONE[name];
if (!run) {
  console.error(`bench section: name one of ${Object.keys(ALONE).join(', ')}`);
  process.exit(2);
}
const workDir = mkdtempSync(path.join(tmpdir(), 'taper-bench-'));
try {
  const result = await run(parseOptions(process.argv.slice(2)), workDir);
  for (const section of Array.isArray(result) ? result : [result]) {
    console.log(`## ${section.title}`);
    for (const figure of section.figures) {
      const met = figure.met === undefined ? '' : figure.met ? ' MET' : ' MISSED';
      const ratio = figure.ratio === undefined ? '' : ` [${figure.ratio}]`;
      console.log(`- ${figure.label}: ${figure.value}${ratio} (goal ${figure.goal})${met}`);
    }
    if (process.argv.includes('--details'))
      for (const detail of section.details ?? []) console.log(`\n${detail}`);
    if (section.figures.some((figure) => figure.met === false)) process.exitCode = 1;
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
