import { TextField } from '@taper/ui';

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
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onValueChange={onValueChange}
    />
  );
}
