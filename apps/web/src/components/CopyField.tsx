import { Button, cn, Field, inputClass } from '@taper/ui';
import { useRef, useState } from 'react';
import { COMPONENT_TEXTS } from './messages';

/**
 * A secret shown once (a new API token, a reset link): read-only, selected on focus, with a Copy
 * button that says when it copied. Where the clipboard is refused the text is selected instead.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    const select = () => {
      input.current?.focus();
      input.current?.select();
    };
    const writing =
      'clipboard' in navigator
        ? navigator.clipboard.writeText(value)
        : Promise.reject(new Error('No clipboard'));
    writing.then(
      () => {
        setCopied('yes');
      },
      () => {
        select();
        setCopied('failed');
      },
    );
  };
  return (
    <Field label={label}>
      {(id) => (
        <>
          <div className="flex gap-2">
            <input
              ref={input}
              id={id}
              readOnly
              value={value}
              spellCheck={false}
              className={cn(inputClass, 'font-mono text-xs')}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
            <Button variant="outline" onClick={copy}>
              {copied === 'yes' ? COMPONENT_TEXTS.copied : COMPONENT_TEXTS.copy}
            </Button>
          </div>
          <p role="status" className="mt-1 min-h-5 text-xs text-slate-600 dark:text-slate-300">
            {copied === 'failed' ? COMPONENT_TEXTS.copyFailed : ''}
          </p>
        </>
      )}
    </Field>
  );
}
