/** Turning zod issues into the one-line messages clients show, and the sign-up `errors` list. */
import { issueSentence, type ValidationIssue } from '@taper/domain';

/** The parts of a zod issue we read; also what a serialized issue looks like after JSON. */
export interface Issue extends ValidationIssue {
  params?: Record<string, unknown>;
}

export function describeIssues(issues: readonly Issue[]): string {
  const messages = [...new Set(issues.map(issueSentence))];
  if (messages.length === 0) return 'Invalid input';
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
