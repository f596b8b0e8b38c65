import { z } from 'zod';
import { listIcons } from '@taper/db';
import { iconSchema } from '@taper/domain';
import { presentIcon } from '../presenters';
import { iconCatalogQuery, router } from '../trpc';

export const iconsRouter = router({
  /**
   * Public: the landing page and the picker's fallback need no session, and icons are not secret.
   * The same for everyone, so kept per catalog revision (`iconCatalogQuery`).
   */
  list: iconCatalogQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/icons',
        tags: ['icons'],
        summary: 'Enabled icons',
        protect: false,
      },
    })
    .input(z.void())
    .output(z.array(iconSchema))
    .query(async ({ ctx }) => (await listIcons(ctx.db)).map(presentIcon)),
});
