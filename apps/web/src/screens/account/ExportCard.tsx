import { Button, SectionCard, toast } from '@taper/ui';
import { useState } from 'react';
import { TRANSFER_TEXTS as T } from './account-messages';
import { downloadExport, type ExportFormat } from './transfer';

/** The export buttons, in their order on the card. */
const FORMATS: readonly (readonly [ExportFormat, string])[] = [
  ['json', T.exportJson],
  ['csv', T.exportCsv],
  ['loop', T.exportLoop],
];

/** The export's download buttons: on the Export card, and offered again before deleting the account. */
export function ExportButtons() {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const download = (format: ExportFormat) => {
    setPending(format);
    downloadExport(format)
      .catch(() => {
        toast({ variant: 'destructive', ...T.exportFailed });
      })
      .finally(() => {
        setPending(null);
      });
  };
  return (
    <div className="flex flex-wrap gap-3">
      {FORMATS.map(([format, label]) => (
        <Button
          key={format}
          variant="outline"
          disabled={pending !== null}
          onClick={() => {
            download(format);
          }}
        >
          {pending === format ? T.exporting : label}
        </Button>
      ))}
    </div>
  );
}

/**
 * Account → Export data: the whole account as Taper JSON, a Loop-shaped CSV zip or a Loop Habit
 * Tracker backup (.db).
 */
export function ExportCard() {
  return (
    <SectionCard title={T.exportTitle} description={T.exportBody}>
      <ExportButtons />
    </SectionCard>
  );
}
