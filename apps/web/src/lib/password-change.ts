import { CHANGE_PASSWORD_MESSAGES, passwordChecklist } from '@taper/domain';

/**
 * SPEC §5's change-password check, in SPEC's order (empty, mismatch, length, classes), or
 * undefined when the password can be sent. Same rules as the domain's `passwordChangeFormSchema`,
 * without pulling zod into the browser bundle.
 */
export function changePasswordProblem(
  newPassword: string,
  confirmPassword: string,
): string | undefined {
  if (newPassword.length === 0) return CHANGE_PASSWORD_MESSAGES.empty;
  if (newPassword !== confirmPassword) return CHANGE_PASSWORD_MESSAGES.mismatch;
  const rules = passwordChecklist(newPassword);
  if (!rules.find((rule) => rule.id === 'length')?.met) return CHANGE_PASSWORD_MESSAGES.tooShort;
  if (rules.some((rule) => !rule.met)) return CHANGE_PASSWORD_MESSAGES.missingClasses;
  return undefined;
}
