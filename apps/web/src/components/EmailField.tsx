import { TextField } from '@taper/ui';
import { COMPONENT_TEXTS } from './messages';

/** The email field of sign-in, sign-up and the account screen. */
export function EmailField({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <TextField
      label={COMPONENT_TEXTS.email}
      type="email"
      autoComplete="email"
      required
      value={value}
      onValueChange={onValueChange}
    />
  );
}
