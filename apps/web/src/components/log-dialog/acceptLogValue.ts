import type { LogValue } from '../../forms/logDialog';
import { logValueProblem } from '../../forms/logDialog';
import { type Goal } from '@taper/domain';
import { toast } from '@taper/ui';

/** Whether `value` can be logged for the habit; when not, SPEC's destructive toast says why. */
export function acceptLogValue(habit: Goal, value: LogValue): boolean {
  const problem = logValueProblem(habit, value);
  if (problem) toast({ variant: 'destructive', ...problem });
  return problem === undefined;
}
