import { defineTexts } from '@taper/ui';
/** Texts of the Account screen's devices, API tokens and account deletion. */

/** Account → Your devices. */
export const DEVICES_TEXTS = /* @__PURE__ */ defineTexts('DEVICES_TEXTS', {
  title: 'Your devices',
  body: 'Where your account is signed in. Sign out any device you no longer use or do not know.',
  listLabel: 'Signed-in devices',
  loading: 'Loading your devices...',
  loadFailed: 'Your devices could not be loaded.',
  tryAgain: 'Try again',
  unknownDevice: 'Unknown device',
  thisDevice: 'This device',
  signedIn: (when: string) => `Signed in ${when}`,
  lastSeen: (when: string) => `last seen ${when}`,
  signOut: 'Sign out',
  signOutLabel: (device: string, lastSeen: string) => `Sign out ${device}, last seen ${lastSeen}`,
  signingOut: 'Signing out...',
  onlyThisDevice: 'Only this device is signed in.',
  signOutOthers: 'Sign out everywhere else',
  signedOut: { title: 'Signed out', description: 'That device is signed out.' },
  signedOutOthers: (ended: number) => ({
    title: 'Signed out everywhere else',
    description:
      ended === 1
        ? '1 other device is signed out.'
        : `${String(ended)} other devices are signed out.`,
  }),
  signOutFailed: { title: 'Error', description: 'The device could not be signed out.' },
} as const);

/** Account → API tokens. */
export const TOKENS_TEXTS = /* @__PURE__ */ defineTexts('TOKENS_TEXTS', {
  title: 'API tokens',
  body: 'For scripts and apps that use the REST API: send a token as “Authorization: Bearer …”. A read token can only read your habits and entries; a write token can also change them. No token can manage your account.',
  listLabel: 'Your API tokens',
  loading: 'Loading your tokens...',
  loadFailed: 'Your API tokens could not be loaded.',
  tryAgain: 'Try again',
  none: 'No API tokens yet.',
  name: 'Token name',
  namePlaceholder: 'e.g. Home dashboard',
  access: 'Access',
  read: 'Read only',
  write: 'Read and write',
  create: 'Create token',
  creating: 'Creating...',
  createFailed: 'The token could not be created. Please try again.',
  scopeBadge: { read: 'Read', write: 'Write' },
  created: (when: string) => `Created ${when}`,
  lastUsed: (when: string) => `last used ${when}`,
  neverUsed: 'never used',
  newToken: (name: string) => `Your new token “${name}”`,
  shownOnce: 'Copy it now: it is not shown again. Anyone who has it can use your data.',
  done: 'Done',
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: 'Revoke API token',
  revokeBody: (name: string) =>
    `Revoke “${name}”? Scripts using it stop working at once. This cannot be undone.`,
  revokeConfirm: 'Revoke token',
  revoked: (name: string) => ({
    title: 'Token revoked',
    description: `“${name}” no longer works.`,
  }),
  revokeFailed: { title: 'Error', description: 'The token could not be revoked.' },
} as const);

/** Account → Delete account. */
export const DELETE_TEXTS = /* @__PURE__ */ defineTexts('DELETE_TEXTS', {
  title: 'Delete account',
  body: 'Deleting your account removes it and everything in it — habits, entries, goals, plans, reminders, devices and API tokens — at once and for good.',
  open: 'Delete account',
  dialogTitle: 'Delete your account?',
  dialogBody: 'This cannot be undone. Download your data first if you want to keep it:',
  password: 'Your password',
  passwordMissing: 'Enter your password to delete your account.',
  confirm: 'Delete my account',
  deleting: 'Deleting...',
  failed: 'Your account could not be deleted. Please try again.',
} as const);

/** Account → Notifications on your devices. */
export const NOTIFY_DEVICES_TEXTS = /* @__PURE__ */ defineTexts('NOTIFY_DEVICES_TEXTS', {
  title: 'Devices that receive notifications',
  body: 'Your reminders and the daily check-in go to each of these. Stop any you no longer want them on.',
  listLabel: 'Devices that receive notifications',
  loading: 'Loading your devices...',
  loadFailed: 'The devices that receive notifications could not be loaded.',
  tryAgain: 'Try again',
  none: 'No device receives your notifications yet: switch on a reminder or the daily check-in on a device to add it.',
  unknownDevice: 'Unknown browser',
  thisDevice: 'This device',
  added: (when: string) => `Added ${when}`,
  stopHere: 'Stop on this device',
  stop: 'Stop',
  stopLabel: (device: string, added: string) => `Stop notifications on ${device}, added ${added}`,
  stopping: 'Stopping...',
  stopped: {
    title: 'Notifications stopped',
    description: 'That device no longer receives your notifications.',
  },
  stopFailed: {
    title: 'Error',
    description: 'Notifications could not be stopped on that device.',
  },
} as const);
