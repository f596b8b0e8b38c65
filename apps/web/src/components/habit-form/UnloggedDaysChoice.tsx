import type { UnloggedDays } from '@taper/domain';
import { useId } from 'react';
import { FormSection, RadioCards } from './FormSection';
import { UNLOGGED_TEXTS as SETTINGS_TEXTS } from './unlogged-messages';

// A function: its texts are read when drawn, in the language shown then.
const OPTIONS = () =>
  [
    { value: 'not_logged', label: SETTINGS_TEXTS.notLogged, hint: SETTINGS_TEXTS.notLoggedHint },
    { value: 'zero', label: SETTINGS_TEXTS.zero, hint: SETTINGS_TEXTS.zeroHint },
  ] as const;

/** What a past day without an entry counts as: not logged (the default), or the best result. */
export function UnloggedDaysChoice({
  value,
  onChange,
}: {
  value: UnloggedDays;
  onChange: (value: UnloggedDays) => void;
}) {
  const name = useId();
  return (
    <FormSection title={SETTINGS_TEXTS.unloggedTitle}>
      <RadioCards
        name={name}
        label={SETTINGS_TEXTS.unloggedTitle}
        value={value}
        options={OPTIONS()}
        onChange={onChange}
      />
    </FormSection>
  );
}
