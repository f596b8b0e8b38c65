import { defineTexts } from '@taper/ui';
/** The reset-password screen's texts (the page a reset link opens). */
export const RESET_TEXTS = /* @__PURE__ */ defineTexts('RESET_TEXTS', {
  title: 'Choose a new password',
  body: 'Choose the new password of your account. Every device signed in to it is signed out.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Set new password',
  pending: 'Saving...',
  /** The link carries no token at all. */
  noToken: 'This link has no reset token. Open the link from the mail again, or ask for a new one.',
  askAgain: 'Ask for a new link',
  askAdmin: 'Ask an administrator of this server for a new link.',
  backHome: 'Back to Home',
  failed: 'The new password could not be saved. Please try again.',
  done: { title: 'Password changed', description: 'You are signed in with your new password.' },
  passwordRules: (rules: readonly string[]) => `Password requirements: ${rules.join(', ')}`,
} as const);
