import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's texts (the domain's rule texts and the API's messages, mails and notifications):
 * two PO catalogs per locale (the forms' sentences, which the web loads too, and the rest), extracted from the message descriptors under src (`lingui extract`)
 * and compiled to TypeScript modules the server imports (`lingui compile --typescript`).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  orderBy: 'messageId',
  format: formatter({ origins: false, lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/locales/**', '**/i18n/formMessages.ts'],
    },
    // The forms' sentences on their own, so the web loads them without the server's texts.
    {
      path: '<rootDir>/src/i18n/locales/{locale}/forms',
      include: ['<rootDir>/src/i18n/formMessages.ts'],
    },
  ],
});
