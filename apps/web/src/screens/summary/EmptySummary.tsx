import { Card } from '@taper/ui';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { useNavigate } from '../../lib/router';
import { TEXTS } from '../../messages';
import { TemplateCards } from '../create-habit/templates/TemplateCards';

/** No habits yet: SPEC's sentence and button, and the templates to start from in one tap. */
export function EmptySummary() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <EmptyStateCard className="mx-auto w-full max-w-md" action="Create Habit" to="/create-habit">
        <p className="text-slate-700 dark:text-slate-200">{TEXTS.emptySummary}</p>
      </EmptyStateCard>
      <Card className="p-4 sm:p-5">
        <TemplateCards
          onChoose={(id) => {
            void navigate(`/create-habit?template=${encodeURIComponent(id)}`);
          }}
        />
      </Card>
    </div>
  );
}
