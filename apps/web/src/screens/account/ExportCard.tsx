import { Button, SectionCard, toast } from '@taper/ui';
import { useState } from 'react';
import { useGroups } from '../../hooks/groups';
import { TRANSFER_TEXTS as T } from './account-messages';
import { checkLoopExport, downloadExport, type ExportFormat } from './transfer';

/** The export buttons, in their order on the card; a function, so its labels are read when drawn, in the language shown then. */
const formats = (): readonly (readonly [ExportFormat, string])[] => [
  ['json', T.exportJson],
  ['csv', T.exportCsv],
  ['loop', T.exportLoop],
];

/**
 * The export's download buttons: on the Export card, and offered again before deleting the account.
 * The Loop backup is checked first: when it would leave out days Loop cannot hold, the card says
 * how many and downloads only once asked again.
 */
export function ExportButtons() {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [loopLeftOut, setLoopLeftOut] = useState<string | null>(null);
  const failed = () => {
    toast({ variant: 'destructive', ...T.exportFailed });
  };
  const download = (format: ExportFormat) => {
    setPending(format);
    setLoopLeftOut(null);
    downloadExport(format)
      .catch(failed)
      .finally(() => {
        setPending(null);
      });
  };
  const start = (format: ExportFormat) => {
    if (format !== 'loop') {
      download(format);
      return;
    }
    setPending(format);
    checkLoopExport()
      .then((check) => {
        setPending(null);
        if (check.message === null) download(format);
        else setLoopLeftOut(check.message);
      })
      .catch(() => {
        setPending(null);
        failed();
      });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        {formats().map(([format, label]) => (
          <Button
            key={format}
            variant="outline"
            pending={pending !== null}
            onClick={() => {
              start(format);
            }}
          >
            {pending === format ? T.exporting : label}
          </Button>
        ))}
      </div>
      {loopLeftOut === null ? null : (
        <div role="status" className="flex flex-col gap-2 text-sm">
          <p>{loopLeftOut}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              pending={pending !== null}
              onClick={() => {
                download('loop');
              }}
            >
              {T.loopLeftOutConfirm}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setLoopLeftOut(null);
              }}
            >
              {T.loopLeftOutCancel}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Said when the user has habit groups: Loop's layouts have none, so they are left out. */
function LoopGroupsNote() {
  const groups = useGroups();
  if ((groups.data?.length ?? 0) === 0) return null;
  return <p className="text-sm text-slate-700 dark:text-slate-300">{T.loopNoGroups}</p>;
}

/**
 * Account → Export data: the whole account as Taper JSON, a Loop-shaped CSV zip or a Loop Habit
 * Tracker backup (.db).
 */
export function ExportCard() {
  return (
    <SectionCard title={T.exportTitle} description={T.exportBody}>
      <div className="flex flex-col gap-3">
        <ExportButtons />
        <LoopGroupsNote />
      </div>
    </SectionCard>
  );
}
