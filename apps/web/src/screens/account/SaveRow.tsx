import { Button } from '@taper/ui';

/** What a card says after an action: how it went, or why it was refused. */
export type Said = { tone: 'info' | 'error'; text: string } | undefined;

/** An account card's form end: its save button, and below it what the last save said. */
export function SaveRow({
  pending,
  save,
  saving,
  said,
}: {
  pending: boolean;
  save: string;
  saving: string;
  said: Said;
}) {
  return (
    <div className="grid gap-2">
      <Button type="submit" className="justify-self-start" pending={pending}>
        {pending ? saving : save}
      </Button>
      <SaidLine said={said} />
    </div>
  );
}

/** An error is announced at once (alert); anything else when the screen reader is idle (status). */
export function SaidLine({ said }: { said: Said }) {
  return (
    <p
      role={said?.tone === 'error' ? 'alert' : 'status'}
      className={
        said?.tone === 'error'
          ? 'text-sm font-medium text-red-700 dark:text-red-400'
          : 'text-sm text-slate-600 dark:text-slate-300'
      }
    >
      {said?.text}
    </p>
  );
}
