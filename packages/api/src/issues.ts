/** Turning zod issues into the one-line messages clients show, and the sign-up `errors` list. */
import type { LocaleCode, ValidationIssue } from '@taper/domain';
import { localizedIssueSentence, localizeMessage } from '@taper/domain/i18n';

/** The parts of a zod issue we read; also what a serialized issue looks like after JSON. */
export interface Issue extends ValidationIssue {
  params?: Record<string, unknown>;
}

export function describeIssues(issues: readonly Issue[], locale: LocaleCode = 'en'): string {
  const messages = [...new Set(issues.map((issue) => localizedIssueSentence(issue, locale)))];
  if (messages.length === 0) return localizeMessage('Invalid input', locale);
  return messages.slice(0, 3).join('; ');
}

/** The unmet password rules that `passwordRulesSchema` attaches to its issue (SPEC §8). */
export function passwordRuleErrors(issues: readonly Issue[]): string[] | undefined {
  for (const issue of issues) {
    if (issue.code !== 'custom') continue;
    const errors: unknown = issue.params?.errors;
    if (Array.isArray(errors) && errors.every((e): e is string => typeof e === 'string'))
      return errors;
  }
  return undefined;
}
