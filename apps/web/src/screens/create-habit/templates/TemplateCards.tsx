import { Button, Card, cn, IconTile } from '@taper/ui';
import { useIconPath } from '../../../hooks/icon-paths';
import { useTemplates } from '../../../hooks/templates';
import { Loading } from '../../../components/Loading';
import { TEMPLATE_TEXTS as T } from './messages';

/**
 * The templates as cards, one tap each ('Coffee', 'Alcohol', …, 'Something else'); the list and
 * its words come from the API in the user's language. `chosen` marks the card picked.
 */
export function TemplateCards({
  onChoose,
  chosen,
  className,
}: {
  onChoose: (id: string) => void;
  chosen?: string | undefined;
  className?: string;
}) {
  const templates = useTemplates();
  const iconPath = useIconPath();
  return (
    <section aria-labelledby="template-cards-title" className={cn('grid gap-3', className)}>
      <div>
        <h2 id="template-cards-title" className="text-base font-semibold">
          {T.title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{T.hint}</p>
      </div>
      {templates.isPending && <Loading label={T.loading} />}
      {templates.isError && (
        <Card role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm">
          <span>{T.failed}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              void templates.refetch();
            }}
          >
            {T.retry}
          </Button>
        </Card>
      )}
      {templates.data && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {templates.data.map((template) => {
            const path = template.icon ? iconPath(template.icon) : undefined;
            return (
              <li key={template.id} className="min-w-0">
                <button
                  type="button"
                  aria-pressed={chosen === template.id}
                  onClick={() => {
                    onChoose(template.id);
                  }}
                  className={cn(
                    'flex h-full w-full min-w-0 flex-col items-start gap-2 rounded-lg border p-3 text-start [overflow-wrap:break-word] sm:flex-row sm:gap-3 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                    chosen === template.id
                      ? 'border-brand bg-brand-light dark:border-teal-300 dark:bg-teal-950'
                      : 'border-slate-300 bg-white hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800',
                  )}
                >
                  {path ? (
                    <IconTile filePath={path} color={template.color ?? '#64748B'} size="sm" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-md bg-slate-200 text-lg font-semibold dark:bg-slate-700"
                    >
                      +
                    </span>
                  )}
                  <span className="grid min-w-0 gap-0.5">
                    <span className="font-medium">{template.name}</span>
                    <span className="text-xs text-slate-600 dark:text-slate-300">
                      {template.description}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
