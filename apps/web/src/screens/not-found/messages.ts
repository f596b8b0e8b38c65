import { defineTexts } from '@taper/ui';
/** The 404 screen's texts (its title is SPEC's, in src/messages.ts). */
export const NOT_FOUND_TEXTS = /* @__PURE__ */ defineTexts('NOT_FOUND_TEXTS', {
  code: '404',
  /** The browser tab's title: 'Page not found — Taper'. */
  pageTitle: 'Page not found',
  body: 'The page you are looking for does not exist.',
} as const);
