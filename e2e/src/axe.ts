/** axe-core on a page: serious and critical violations, written so a person can find and fix them. */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './env';

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe (WCAG 2.0–2.2 A/AA and best practices) and returns the serious and critical findings. */
export async function axeFindings(page: Page, screen: string): Promise<AxeFinding[]> {
  // Only violations are collected (not the passes), and in one call: the app has no frames.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const findings = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      summary: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
    }));
  await mkdir(ARTIFACTS, { recursive: true });
  await appendFile(
    path.join(ARTIFACTS, 'axe-report.jsonl'),
    findings.map((finding) => JSON.stringify(finding)).join('\n') + (findings.length ? '\n' : ''),
  );
  return findings;
}

export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.screen}] ${f.rule} (${f.impact}): ${f.help}\n    targets: ${f.targets.slice(0, 5).join(' | ')}` +
        (f.targets.length > 5 ? ` (+${f.targets.length - 5} more)` : '') +
        (f.summary ? `\n    ${f.summary}` : ''),
    )
    .join('\n');
}
