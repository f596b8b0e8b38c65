import { TextField } from '@taper/ui';
import { COMPONENT_TEXTS } from './messages';

export interface PersonName {
  firstName: string;
  lastName: string;
}

export const NO_NAME: PersonName = { firstName: '', lastName: '' };

/** Each part's label and the autofill hint that lets browsers fill it in. */
const NAME_PARTS = {
  firstName: { label: () => COMPONENT_TEXTS.firstName, autoComplete: 'given-name' },
  lastName: { label: () => COMPONENT_TEXTS.lastName, autoComplete: 'family-name' },
} as const;

interface NameFieldsProps {
  name: PersonName;
  /** Gets an update, so that each part changes only itself (a React state setter fits). */
  onChange: (update: (current: PersonName) => PersonName) => void;
}

function NamePartField({ part, name, onChange }: NameFieldsProps & { part: keyof PersonName }) {
  return (
    <TextField
      label={NAME_PARTS[part].label()}
      autoComplete={NAME_PARTS[part].autoComplete}
      required
      value={name[part]}
      onValueChange={(value) => {
        onChange((current) => ({ ...current, [part]: value }));
      }}
    />
  );
}

/** First and last name side by side, as on sign-up and the account screen. */
export function NameFields({ name, onChange }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NamePartField part="firstName" name={name} onChange={onChange} />
      <NamePartField part="lastName" name={name} onChange={onChange} />
    </div>
  );
}
