import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@taper/ui';
import { useState } from 'react';
import { TRANSFER_TEXTS as T } from './account-messages';
import { downloadExport, type ExportFormat } from './transfer';

/**
 * Account → Export data: the whole account as Taper JSON, a Loop-shaped CSV zip or a Loop Habit
 * Tracker backup (.db).
 */
export function ExportCard() {
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
    <Card>
      <CardHeader>
        <CardTitle>{T.exportTitle}</CardTitle>
        <CardDescription>{T.exportBody}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={pending !== null}
          onClick={() => {
            download('json');
          }}
        >
          {pending === 'json' ? T.exporting : T.exportJson}
        </Button>
        <Button
          variant="outline"
          disabled={pending !== null}
          onClick={() => {
            download('csv');
          }}
        >
          {pending === 'csv' ? T.exporting : T.exportCsv}
        </Button>
        <Button
          variant="outline"
          disabled={pending !== null}
          onClick={() => {
            download('loop');
          }}
        >
          {pending === 'loop' ? T.exporting : T.exportLoop}
        </Button>
      </CardContent>
    </Card>
  );
}
