/** The five sign-up password rules of SPEC §5, as a live checklist. */
import { MIN_PASSWORD_LENGTH, PASSWORD_SYMBOLS } from './constants';

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'symbol';
export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

export const PASSWORD_RULE_LABELS: Record<PasswordRuleId, string> = {
  length: `At least ${MIN_PASSWORD_LENGTH} characters`,
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  number: 'One number',
  symbol: `One symbol (${PASSWORD_SYMBOLS})`,
};

/**
 * The five rules as one JSON Schema pattern, for the API document (requests are checked by
 * `passwordChecklist`, with SPEC's messages): an uppercase and a lowercase letter, a digit and
 * one of SPEC's symbols, and `MIN_PASSWORD_LENGTH` characters (the document's `minLength`).
 */
export const PASSWORD_PATTERN = `^(?=[\\s\\S]*[A-Z])(?=[\\s\\S]*[a-z])(?=[\\s\\S]*[0-9])(?=[\\s\\S]*[${PASSWORD_SYMBOLS.replace(/[\]\\^-]/g, '\\$&')}])`;

export function passwordChecklist(password: string): PasswordRule[] {
  const met: Record<PasswordRuleId, boolean> = {
    length: password.length >= MIN_PASSWORD_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    symbol: Array.from(password).some((char) => PASSWORD_SYMBOLS.includes(char)),
  };
  return (Object.keys(PASSWORD_RULE_LABELS) as PasswordRuleId[]).map((id) => ({
    id,
    label: PASSWORD_RULE_LABELS[id],
    met: met[id],
  }));
}

/** The sign-up toast's description: 'Missing: ...' with the unmet rules, or undefined when all are met. */
export function missingPasswordRules(password: string): string | undefined {
  const missing = passwordChecklist(password).filter((rule) => !rule.met);
  if (missing.length === 0) return undefined;
  return `Missing: ${missing.map((rule) => rule.label.toLowerCase()).join(', ')}`;
}

export const CHANGE_PASSWORD_MESSAGES = {
  empty: 'Please enter a new password.',
  mismatch: 'Passwords do not match.',
  tooShort: 'Password must be at least 8 characters long.',
  missingClasses: 'Password must contain uppercase, lowercase, number, and symbol.',
} as const;

/**
 * SPEC §5's change-password check, in SPEC's order (empty, mismatch, length, classes), or
 * undefined when the password can be sent. Without `confirmPassword` (the server's half) the
 * mismatch check is skipped. Zod-free, so the browser can use it without the schemas.
 */
export function changePasswordProblem(
  newPassword: string,
  confirmPassword: string = newPassword,
): string | undefined {
  if (newPassword.length === 0) return CHANGE_PASSWORD_MESSAGES.empty;
  if (newPassword !== confirmPassword) return CHANGE_PASSWORD_MESSAGES.mismatch;
  const rules = passwordChecklist(newPassword);
  if (!rules.find((rule) => rule.id === 'length')?.met) return CHANGE_PASSWORD_MESSAGES.tooShort;
  if (rules.some((rule) => !rule.met)) return CHANGE_PASSWORD_MESSAGES.missingClasses;
  return undefined;
}
