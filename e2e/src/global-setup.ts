/**
 * Runs once before the flows: fails at once without a browser, then builds the API and the web
 * app (unless E2E_SKIP_BUILD=1) so every file starts the real production server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  ARTIFACTS,
  CHROME_PATH,
  chromeMissingMessage,
  ROOT,
  SCREENSHOTS,
  SERVER_MAIN,
  TIMEZONE,
  WEB_INDEX,
} from './env';

export default function setup(): void {
  if (!existsSync(CHROME_PATH)) throw new Error(chromeMissingMessage());
  // Every file of the run uses the zone chosen now, whose midnight is hours away.
  process.env.E2E_TIMEZONE = TIMEZONE;
  process.stdout.write(`e2e: the users live in ${TIMEZONE}\n`);

  if (process.env.E2E_SKIP_BUILD !== '1') {
    const started = Date.now();
    process.stdout.write('e2e: building @taper/api and @taper/web ...\n');
    const build = spawnSync(
      'npx',
      [
        'turbo',
        'run',
        'build',
        '--filter=@taper/server',
        '--filter=@taper/web',
        '--output-logs=errors-only',
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
    );
    if (build.status !== 0) throw new Error(`The build failed (exit ${build.status ?? 'signal'})`);
    process.stdout.write(`e2e: built in ${Math.round((Date.now() - started) / 1000)} s\n`);
  }
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`The build did not produce ${file}`);
  }
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  // Every file's axe findings of this run are added to one report.
  rmSync(path.join(ARTIFACTS, 'axe-report.jsonl'), { force: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
  mkdirSync(path.join(ARTIFACTS, 'logs'), { recursive: true });
}
