import { z } from 'zod';
import { LOCALES, localesSchema } from '@taper/domain';
import { publicProcedure, router } from '../trpc';

export const localesRouter = router({
  /** Public: the sign-up page offers the languages before there is a session. */
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/locales',
        tags: ['locales'],
        summary: 'The languages Taper speaks',
        description:
          'Each with its code (what `locale` takes on PUT /api/auth/user and sign-up), its name ' +
          "in its own language and its writing direction (`rtl` for Arabic). A signed-out call's " +
          "messages follow its Accept-Language header; a signed-in one, the user's `locale`.",
        protect: false,
      },
    })
    .input(z.void())
    .output(localesSchema)
    .query(() => LOCALES.map(({ code, name, dir }) => ({ code, name, dir }))),
});
