import { Card } from '@taper/ui';
import { lazy, Suspense } from 'react';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { Loading } from '../../components/Loading';
import { useNavigate } from '../../lib/router';
import { TEXTS } from '../../messages';

// Only a board with no habits shows the templates: their code is not in every visit's download.
const TemplateCards = lazy(() =>
  import('../create-habit/templates/TemplateCards').then((module) => ({
    default: module.TemplateCards,
  })),
);

/** No habits yet: SPEC's sentence and button, and the templates to start from in one tap. */
export function EmptySummary() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <EmptyStateCard className="mx-auto w-full max-w-md" action="Create Habit" to="/create-habit">
        <p className="text-slate-700 dark:text-slate-200">{TEXTS.emptySummary}</p>
      </EmptyStateCard>
      <Card className="p-4 sm:p-5">
        <Suspense fallback={<Loading label={TEXTS.loading} back={false} />}>
          <TemplateCards
            onChoose={(id) => {
              void navigate(`/create-habit?template=${encodeURIComponent(id)}`);
            }}
          />
        </Suspense>
      </Card>
    </div>
  );
}
