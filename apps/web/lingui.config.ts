import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web's catalogs: its own (apps/web/locales) and the shared components' (packages/ui/locales).
 * Message ids are explicit ('SUMMARY_TEXTS.logLabel', from the messages modules); the catalogs
 * are written by `pnpm --filter @taper/web i18n:extract` and compiled by Vite on import.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] },
    {
      path: '<rootDir>/../../packages/ui/locales/{locale}/messages',
      include: ['<rootDir>/../../packages/ui/src'],
    },
  ],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false, origins: false }),
});
