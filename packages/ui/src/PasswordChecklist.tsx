import { passwordChecklist } from '@taper/domain';
import { cn } from './cn';
import { UI_TEXTS } from './messages';

/** The live five-rule checklist of SPEC §5: a green tick when met, a red cross when not. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} className="mt-2 grid gap-1 text-sm" aria-label={UI_TEXTS.passwordRequirements}>
      {passwordChecklist(password).map((rule) => (
        <li
          key={rule.id}
          className={cn(
            'flex items-center gap-2',
            rule.met ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
          )}
          data-met={rule.met}
        >
          <span aria-hidden="true" className="w-4 text-center font-bold">
            {rule.met ? '✓' : '✗'}
          </span>
          <span>
            {rule.label}
            <span className="sr-only">{rule.met ? ' (met)' : ' (not met)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
