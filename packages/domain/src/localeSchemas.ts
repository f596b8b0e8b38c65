/** The locale list's schemas (kept apart from the list, which the web's first load takes without zod). */
import { z } from 'zod';
import { LOCALE_CODES } from './locales';

export const localeCodeSchema = /* @__PURE__ */ z.enum(LOCALE_CODES);

/** GET /api/locales: the languages, each named in its own language, with its direction. */
export const localeSchema = /* @__PURE__ */ z.object({
  code: localeCodeSchema,
  name: /* @__PURE__ */ z.string(),
  dir: /* @__PURE__ */ z.enum(['ltr', 'rtl']),
});
export const localesSchema = /* @__PURE__ */ z.array(localeSchema);
