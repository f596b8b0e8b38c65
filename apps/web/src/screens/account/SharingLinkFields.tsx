import { TextField } from '@taper/ui';
import { useHabits } from '../../hooks/habits';
import type { LinkFields } from '../../forms/shareLinkForm';
import { SHARING_TEXTS as T } from './sharing-messages';

/** The habits a link shares: one box per habit, and a word when the user has none. */
function HabitChoice({
  fields,
  onChange,
}: {
  fields: LinkFields;
  onChange: (fields: LinkFields) => void;
}) {
  const habits = useHabits();
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="mb-1 text-sm font-medium">{T.habits}</legend>
      {habits.data?.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.noHabits}</p>
      )}
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {habits.data?.map((habit) => (
          <label key={habit.id} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={fields.habitIds.includes(habit.id)}
              onChange={(event) => {
                onChange({
                  ...fields,
                  habitIds: event.target.checked
                    ? [...fields.habitIds, habit.id]
                    : fields.habitIds.filter((id) => id !== habit.id),
                });
              }}
            />
            <span className="[overflow-wrap:anywhere]">
              <bdi>{habit.name}</bdi>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The fields of a share link: its habits, name, notes, end date and partner's email. */
export function LinkFieldsEditor({
  fields,
  onChange,
}: {
  fields: LinkFields;
  onChange: (fields: LinkFields) => void;
}) {
  const set = (change: Partial<LinkFields>) => {
    onChange({ ...fields, ...change });
  };
  return (
    <>
      <HabitChoice fields={fields} onChange={onChange} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={T.label}
          placeholder={T.labelPlaceholder}
          maxLength={60}
          value={fields.label}
          onValueChange={(label) => {
            set({ label });
          }}
        />
        <TextField
          label={T.expiresOn}
          type="date"
          value={fields.expiresOn}
          onValueChange={(expiresOn) => {
            set({ expiresOn });
          }}
        />
        <TextField
          label={T.email}
          type="email"
          autoComplete="off"
          placeholder={T.emailPlaceholder}
          value={fields.email}
          onValueChange={(email) => {
            set({ email });
          }}
        />
        <label className="flex min-h-8 items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={fields.showNotes}
            onChange={(event) => {
              set({ showNotes: event.target.checked });
            }}
          />
          {T.showNotes}
        </label>
      </div>
    </>
  );
}
