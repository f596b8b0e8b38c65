/** The admin portal's icon library: listing, tiers, edits, deletion, creation and upload URLs. */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { IconRow } from '@taper/db';
import {
  createIcon,
  createPendingUpload,
  deleteIcon,
  deletePendingUpload,
  findIcon,
  findIconByCategoryAndName,
  findUploadedFile,
  listIcons,
  setIconTier,
  updateIcon,
} from '@taper/db';
import {
  adminIconSchema,
  iconCreateSchema,
  iconTierUpdateSchema,
  iconUpdateSchema,
  iconUploadRequestSchema,
  okSchema,
  uploadUrlSchema,
  iconFilePath,
} from '@taper/domain';
import type { Context } from '../context';
import { isUniqueViolation } from '../db-errors';
import { presentAdminIcon } from '../presenters';
import { generateToken, hashToken } from '../tokens';
import { UPLOAD_LIFETIME_MS } from '../services/uploads/upload';
import { adminProcedure } from '../trpc';

const iconIdInput = z.object({ id: z.string().trim().min(1).max(64) });

async function requireIcon(ctx: Context, id: string): Promise<IconRow> {
  const icon = await findIcon(ctx.db, id);
  if (!icon) throw new TRPCError({ code: 'NOT_FOUND', message: 'Icon not found' });
  return icon;
}

const ICON_EXISTS = 'An icon with this name already exists';

/**
 * The base of the address the client PUTs to: PUBLIC_URL when set, else none (a URL relative to
 * this server). Never the request's Host header, which the client picks: a forged one would send
 * the admin's file, and the URL's secret, elsewhere.
 */
function uploadBase(ctx: Context): string {
  return ctx.publicUrl ?? '';
}

/** Spread into the admin router: the procedures keep their `admin.*` names. */
export const adminIconProcedures = {
  icons: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/admin/icons', tags: ['admin'], summary: 'All icons' },
    })
    .input(z.void())
    .output(z.array(adminIconSchema))
    .query(async ({ ctx }) =>
      (await listIcons(ctx.db, { includeDisabled: true })).map(presentAdminIcon),
    ),

  setIconTier: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/api/admin/icons/{id}/tier',
        tags: ['admin'],
        summary: "Set an icon's tier, category and visibility",
      },
    })
    .input(iconTierUpdateSchema.extend({ id: iconIdInput.shape.id }))
    .output(adminIconSchema)
    .mutation(async ({ ctx, input }) => {
      await requireIcon(ctx, input.id);
      const { id, ...changes } = input;
      const icon = await setIconTier(ctx.db, id, changes, ctx.now());
      if (!icon) throw new TRPCError({ code: 'NOT_FOUND', message: 'Icon not found' });
      return presentAdminIcon(icon);
    }),

  updateIcon: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/api/admin/icons/{id}',
        tags: ['admin'],
        summary: 'Edit an uploaded icon',
      },
    })
    .input(iconUpdateSchema.extend({ id: iconIdInput.shape.id }))
    .output(adminIconSchema)
    .mutation(async ({ ctx, input }) => {
      const existing = await requireIcon(ctx, input.id);
      if (existing.isBuiltIn) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Built-in icons can only change tier, category and visibility',
        });
      }
      const { id, ...changes } = input;
      const clash = await findIconByCategoryAndName(ctx.db, changes.category, changes.name);
      if (clash && clash.id !== id) throw new TRPCError({ code: 'CONFLICT', message: ICON_EXISTS });
      try {
        const icon = await updateIcon(ctx.db, id, changes, ctx.now());
        if (!icon) throw new TRPCError({ code: 'NOT_FOUND', message: 'Icon not found' });
        return presentAdminIcon(icon);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new TRPCError({ code: 'CONFLICT', message: ICON_EXISTS });
        throw error;
      }
    }),

  deleteIcon: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/admin/icons/{id}',
        tags: ['admin'],
        summary: 'Delete an uploaded icon',
      },
    })
    .input(iconIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      const existing = await requireIcon(ctx, input.id);
      if (existing.isBuiltIn) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Built-in icons cannot be deleted; disable them instead',
        });
      }
      await deleteIcon(ctx.db, existing.id);
      return { success: true as const };
    }),

  createIcon: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/icons',
        tags: ['admin'],
        summary: 'Create an icon from an uploaded file',
      },
    })
    .input(iconCreateSchema)
    .output(adminIconSchema)
    .mutation(async ({ ctx, input }) => {
      const expectedPath = iconFilePath(input);
      if (input.filePath !== expectedPath) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: `The file path must be ${expectedPath}`,
        });
      }
      if (
        (await findIcon(ctx.db, input.name)) ??
        (await findIconByCategoryAndName(ctx.db, input.category, input.name))
      ) {
        throw new TRPCError({ code: 'CONFLICT', message: ICON_EXISTS });
      }
      const upload = await findUploadedFile(ctx.db, input.category, `${input.name}.svg`);
      if (!upload?.svg) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'No uploaded file for this icon: upload the SVG first',
        });
      }
      try {
        const icon = await createIcon(
          ctx.db,
          {
            name: input.name,
            displayName: input.displayName,
            category: input.category,
            tier: input.tier,
            svg: upload.svg,
          },
          ctx.now(),
        );
        // The record holds the file now; the pending row has done its job.
        await deletePendingUpload(ctx.db, upload.id);
        return presentAdminIcon(icon);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new TRPCError({ code: 'CONFLICT', message: ICON_EXISTS });
        throw error;
      }
    }),

  uploadUrl: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/icons/upload',
        tags: ['admin'],
        summary: 'A single-use URL to PUT an SVG to (15 minutes)',
      },
    })
    .input(iconUploadRequestSchema)
    .output(uploadUrlSchema)
    .mutation(async ({ ctx, input }) => {
      const token = generateToken();
      const now = ctx.now();
      await createPendingUpload(
        ctx.db,
        {
          id: hashToken(token),
          userId: ctx.user.id,
          category: input.category,
          fileName: input.fileName,
          expiresAt: new Date(now.getTime() + UPLOAD_LIFETIME_MS),
        },
        now,
      );
      return { uploadURL: `${uploadBase(ctx)}/api/uploads/${token}` };
    }),
};
