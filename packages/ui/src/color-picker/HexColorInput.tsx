import { useId } from 'react';
import { cn } from '../cn';
import { inputClass } from '../Field';
import { UI_TEXTS } from '../messages';

/** The current colour's swatch and the hex field beside it. */
export function HexColorInput({
  color,
  text,
  onType,
  onLeave,
}: {
  /** The colour the swatch shows. */
  color: string;
  /** The field's text (a colour, or one being typed). */
  text: string;
  onType: (text: string) => void;
  onLeave: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <span
        data-testid="color-preview"
        aria-hidden="true"
        className="h-10 w-10 shrink-0 rounded-md border border-slate-300 dark:border-slate-600"
        style={{ backgroundColor: color }}
      />
      <label className="sr-only" htmlFor={id}>
        {UI_TEXTS.hexColour}
      </label>
      <input
        id={id}
        className={cn(inputClass, 'font-mono uppercase')}
        value={text}
        maxLength={7}
        spellCheck={false}
        onChange={(e) => {
          onType(e.target.value);
        }}
        onBlur={onLeave}
      />
    </div>
  );
}
