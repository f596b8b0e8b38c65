/** Business constants of SPEC §3 and §9. */

export const DEFAULT_COLOR = '#3B82F6';
export const DEFAULT_ICON = 'coffee';
/** Monday first, as the calendar. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const PERFORMANCES = ['success', 'over', 'warning', 'skipped'] as const;
export type Performance = (typeof PERFORMANCES)[number];

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const TIERS = ['FREE', 'PREMIUM'] as const;
export type Tier = (typeof TIERS)[number];
/** Icon listings add DISABLED for hidden icons. */
export const ICON_TIERS = ['FREE', 'PREMIUM', 'DISABLED'] as const;
export type IconTier = (typeof ICON_TIERS)[number];
export const ICON_VISIBILITIES = ['enabled', 'disabled'] as const;
export type IconVisibility = (typeof ICON_VISIBILITIES)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** How the summary shows the habits: a card each, or a compact row each (today and the four days before). */
export const SUMMARY_VIEWS = ['cards', 'list'] as const;
export type SummaryView = (typeof SUMMARY_VIEWS)[number];

export const CATEGORIES = [
  { id: 'beverage', name: 'Beverages' },
  { id: 'food', name: 'Food & Diet' },
  { id: 'technology', name: 'Technology' },
  { id: 'social', name: 'Social Media' },
  { id: 'communication', name: 'Communication' },
  { id: 'health', name: 'Health' },
  { id: 'mental', name: 'Mental Patterns' },
  { id: 'lifestyle', name: 'Lifestyle' },
  { id: 'financial', name: 'Financial' },
  { id: 'work', name: 'Work & Productivity' },
] as const;
export const CATEGORY_IDS = [
  'beverage',
  'food',
  'technology',
  'social',
  'communication',
  'health',
  'mental',
  'lifestyle',
  'financial',
  'work',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const FREE_ICON_IDS = [
  'coffee',
  'beer',
  'smartphone',
  'fastfood',
  'shopping_cart',
  'smoking',
  'social_media',
] as const;

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_SYMBOLS = '!@#$%^&*(),.?":{}|<>';

export const ICON_MAX_BYTES = 1_048_576;
export const ICON_MIME_TYPE = 'image/svg+xml';

/** SPEC §3's filePath of an icon, the one place it is built: /icons/{category}/{name}.svg. */
export function iconFilePath(icon: { category: string; name: string }): string {
  return `/icons/${icon.category}/${icon.name}.svg`;
}

export const MONTH_GRID_CELLS = 42;

/** Active-user windows of the admin stats, in milliseconds. */
export const ACTIVE_WINDOWS_MS = {
  dau: 24 * 60 * 60 * 1000,
  wau: 7 * 24 * 60 * 60 * 1000,
  mau: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Client delays of SPEC §9, in milliseconds. */
export const DELAYS_MS = {
  signInReload: 500,
  logoutRedirect: 500,
  unauthorizedReload: 1000,
} as const;
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;

/** Insight thresholds of SPEC §9, as fractions. */
export const THRESHOLDS = {
  weeklyPraise: 0.75,
  weeklyEncourage: 0.5,
  monthlyAmazing: 0.7,
  weekBlockSuccess: 0.7,
} as const;

/** Field lengths the server enforces; generous for people, small enough to refuse abuse. */
export const LIMITS = {
  nameMax: 100,
  personNameMax: 100,
  emailMax: 254,
  passwordMax: 256,
  noteMax: 1000,
  /** A habit's description (Loop's question and description come across into it). */
  descriptionMax: 500,
  tagMax: 40,
  iconNameMax: 64,
  iconDisplayNameMax: 100,
} as const;
