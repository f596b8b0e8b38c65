import { passwordChecklist } from '@taper/domain';
import { cn } from './cn';
import { UI_TEXTS } from './messages';

/** A rule before anything is typed (neither met nor missed yet), met, or not met. */
type RuleState = 'neutral' | 'met' | 'unmet';

const RULE_LOOK: Record<RuleState, { mark: string; className: string; spoken: string }> = {
  neutral: { mark: '○', className: 'text-slate-600 dark:text-slate-300', spoken: '' },
  met: { mark: '✓', className: 'text-green-700 dark:text-green-400', spoken: ' (met)' },
  unmet: { mark: '✗', className: 'text-red-700 dark:text-red-400', spoken: ' (not met)' },
};

/**
 * The live five-rule checklist of SPEC §5: a green tick when met, a red cross when not. Before the
 * first character is typed every rule is neutral, a grey circle: nothing has been missed yet.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const typed = password.length > 0;
  return (
    <ul id={id} className="mt-2 grid gap-1 text-sm" aria-label={UI_TEXTS.passwordRequirements}>
      {passwordChecklist(password).map((rule) => {
        const state: RuleState = !typed ? 'neutral' : rule.met ? 'met' : 'unmet';
        const look = RULE_LOOK[state];
        return (
          <li
            key={rule.id}
            className={cn('flex items-center gap-2', look.className)}
            data-met={rule.met}
            data-state={state}
          >
            <span aria-hidden="true" className="w-4 text-center font-bold">
              {look.mark}
            </span>
            <span>
              {rule.label}
              {look.spoken && <span className="sr-only">{look.spoken}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
