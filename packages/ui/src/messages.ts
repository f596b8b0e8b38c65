/** The shared components' fixed texts (the icon and colour pickers). */
export const UI_TEXTS = {
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
} as const;
