import { defineTexts } from './i18n';
/** The shared components' fixed texts (the icon and colour pickers). */
export const UI_TEXTS = /* @__PURE__ */ defineTexts('UI_TEXTS', {
  useThisColor: 'Use This Color',
  /** What a dialog's live region says while its action is being saved. */
  saving: 'Saving…',
  basicIcons: 'Basic Icons',
  premiumIcons: 'Premium Icons',
  premiumBadge: 'Premium',
  premiumLocked:
    'Premium icons are available on the Premium plan. Ask an administrator to upgrade your account.',
  loadingIcons: 'Loading icons...',
  noIcons: (kind: string) => `No ${kind} icons available.`,
  presets: 'Presets',
  customColour: 'Custom colour',
  hexColour: 'Hex colour',
  passwordRequirements: 'Password requirements',
  planSteps: 'Plan steps',
  notifications: 'Notifications',
  closeNotification: 'Close notification',
  confirmColorChoice: 'Confirm Color Choice',
  hue: 'Hue',
  saturationAndBrightness: 'Saturation and brightness',
  /** The saturation area's value as a screen reader hears it. */
  saturationValue: (saturation: number | string, brightness: number) =>
    `Saturation ${String(saturation)}%, brightness ${String(brightness)}%`,
  hidePassword: 'Hide password',
  showPassword: 'Show password',
  hide: 'Hide',
  show: 'Show',
  decrease: (label: string) => `Decrease ${label}`,
  increase: (label: string) => `Increase ${label}`,
  stepFrom: (label: string, date: string) => `${label} from ${date}`,
  confirmColour: (name: string, hex: string) => `Use ${name} (${hex}) for this habit?`,
  lockedIcon: (name: string) => `${name} (Premium, locked)`,
  premiumTitle: (name: string) => `${name} — Premium`,
} as const);
