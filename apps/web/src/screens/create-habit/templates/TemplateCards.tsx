import type { Template } from '@taper/domain';
import { Button, Card, cn, IconTile } from '@taper/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIconPath } from '../../../hooks/icon-paths';
import { useTemplates } from '../../../hooks/templates';
import { Loading } from '../../../components/Loading';
import { TEMPLATE_TEXTS as T } from './messages';

/** The card an arrow key, Home or End moves to from `index` of `count` (start and end wrap). */
function cardAfterKey(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowDown') return (index + 1) % count;
  if (key === back || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** One template's card: its icon (or '+' for the blank form), name and what it is for. */
function TemplateCard({
  template,
  iconPath,
  pressed,
  tabbable,
  buttonRef,
  onKeyDown,
  onFocus,
  onClick,
}: {
  template: Template;
  iconPath: string | undefined;
  pressed: boolean;
  tabbable: boolean;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onClick: () => void;
}) {
  return (
    <div className="min-w-0">
      <button
        type="button"
        ref={buttonRef}
        tabIndex={tabbable ? 0 : -1}
        aria-pressed={pressed}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onClick}
        className={cn(
          'flex h-full w-full min-w-0 flex-col items-start gap-2 rounded-lg border p-3 text-start [overflow-wrap:break-word] sm:flex-row sm:gap-3 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
          pressed
            ? 'border-brand bg-brand-light dark:border-teal-300 dark:bg-teal-950'
            : 'border-slate-300 bg-white hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800',
        )}
      >
        {iconPath ? (
          <IconTile filePath={iconPath} color={template.color ?? '#64748B'} size="sm" />
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
          <span className="text-xs text-slate-600 dark:text-slate-300">{template.description}</span>
        </span>
      </button>
    </div>
  );
}

/** The list could not be loaded: said, with Retry. */
function TemplatesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm">
      <span>{T.failed}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {T.retry}
      </Button>
    </Card>
  );
}

/**
 * The templates as cards, one tap each ('Coffee', 'Alcohol', …, 'Something else'); the list and
 * its words come from the API in the user's language. `chosen` marks the card picked. The cards
 * are one toolbar, one Tab stop, walked with the arrow keys: Create's form stays a few Tabs away.
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
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const list = templates.data ?? [];
  const chosenIndex = list.findIndex((template) => template.id === chosen);
  // The one tab stop: the card last focused, else the chosen one, else the first.
  const tabStop = focusIndex ?? Math.max(0, chosenIndex);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = cardAfterKey(event.key, index, list.length, rtl);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    cards.current[next]?.focus();
  };
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
        <TemplatesFailed
          onRetry={() => {
            void templates.refetch();
          }}
        />
      )}
      {templates.data && (
        <div
          role="toolbar"
          aria-labelledby="template-cards-title"
          // Columns at least 9rem wide: with large text the cards take fewer columns, never cut a word.
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,9rem),1fr))] gap-2"
        >
          {templates.data.map((template, index) => (
            <TemplateCard
              key={template.id}
              template={template}
              iconPath={template.icon ? iconPath(template.icon) : undefined}
              pressed={chosen === template.id}
              tabbable={index === tabStop}
              buttonRef={(element) => {
                cards.current[index] = element;
              }}
              onKeyDown={(event) => {
                onKeyDown(event, index);
              }}
              onFocus={() => {
                setFocusIndex(index);
              }}
              onClick={() => {
                onChoose(template.id);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
