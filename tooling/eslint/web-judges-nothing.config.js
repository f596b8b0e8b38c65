// The browser never judges: the rules of the domain that judge a day, compute a figure or know
// "today" are the server-only entry `@taper/domain/rules`, and apps/web (with the UI kit it
// renders) shows what the API answers. `@taper/domain` itself holds only what the web may use:
// schemas, constants, formatters and texts, form helpers and pending variants.

export const webJudgesNothing = {
  files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx', 'packages/ui/src/**/*.{ts,tsx}'],
  // Tests play the server: they build its answers with the domain's rules.
  ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // The forms' sentences' catalogs are texts, loaded on demand (apps/web/src/i18n).
            group: ['@taper/domain/*', '!@taper/domain/form-catalogs/*'],
            message:
              'The browser never judges: take the verdict, the figures or "today" from the API ' +
              "(habits.stats, the log's answer, auth.me's today), or a pending variant from @taper/domain.",
          },
        ],
      },
    ],
  },
};
