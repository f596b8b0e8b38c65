/** Turning zod issues into the one-line messages clients show, and the sign-up `errors` list. */
/** The parts of a zod issue we read; also what a serialized issue looks like after JSON. */
export interface Issue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
}

/** Our own (custom) messages are written for people; zod's built-in ones need the field name. */
function describeIssue(issue: Issue): string {
  if (issue.code === 'custom' || issue.path.length === 0) return issue.message;
  return `${issue.path.map(String).join('.')}: ${issue.message}`;
}

export function describeIssues(issues: readonly Issue[]): string {
  const messages = [...new Set(issues.map(describeIssue))];
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
