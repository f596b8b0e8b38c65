import { logValueProblem, type Goal, type LogValue } from '@taper/domain';
import { toast } from '@taper/ui';

/** Whether `value` can be logged for the habit; when not, SPEC's destructive toast says why. */
export function acceptLogValue(habit: Goal, value: LogValue): boolean {
  const problem = logValueProblem(habit, value);
  if (problem) toast({ variant: 'destructive', ...problem });
  return problem === undefined;
}
