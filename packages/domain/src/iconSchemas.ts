/** Zod schemas of icons and the admin portal (SPEC §5, §7). */
import { z } from 'zod';
import { formMessages as said } from './i18n/formMessages';
import { storable } from './storableText';
import { ICON_MAX_BYTES, ICON_MIME_TYPE, ICON_TIERS, ICON_VISIBILITIES, LIMITS } from './constants';
import { roleSchema, tierSchema, userSchema } from './accountSchemas';
import { categoryIdSchema, dateTimeSchema } from './schemas';

export const iconTierSchema = z.enum(ICON_TIERS);
/** SPEC §3: an icon's `isBuiltIn` is the string 'true' or 'false', on every answer. */
export const isBuiltInSchema = z.enum(['true', 'false']);
export type IsBuiltIn = z.infer<typeof isBuiltInSchema>;
export const iconVisibilitySchema = z.enum(ICON_VISIBILITIES);

export const iconNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,64}$/, said.iconName.message);
export const iconDisplayNameSchema = storable(
  z.string().trim().min(1).max(LIMITS.iconDisplayNameMax),
);

export const setTierSchema = z.object({ tier: tierSchema });
export const setRoleSchema = z.object({ role: roleSchema });
/** PATCH /api/admin/icons/{id}/tier: what a built-in icon may change. */
export const iconTierUpdateSchema = z.object({
  tier: tierSchema,
  category: categoryIdSchema,
  visibility: iconVisibilitySchema,
});
/** PATCH /api/admin/icons/{id}: uploaded icons. */
export const iconUpdateSchema = z.object({
  name: iconNameSchema,
  displayName: iconDisplayNameSchema,
  category: categoryIdSchema,
  tier: tierSchema,
});
export const iconCreateSchema = z.object({
  name: iconNameSchema,
  displayName: iconDisplayNameSchema,
  category: categoryIdSchema,
  tier: tierSchema,
  filePath: z.string().max(300),
  /** SPEC §7 sends it; only uploaded icons are created here, so it can only be 'false'. */
  isBuiltIn: z
    .literal('false', "isBuiltIn must be 'false': only uploaded icons can be created")
    .optional(),
});
export const iconUploadRequestSchema = z.object({
  category: categoryIdSchema,
  fileName: z.string().regex(/^[a-z0-9_]{1,64}\.svg$/, 'The file name is {name}.svg'),
});
/** The file an admin picks: SVG only, at most 1 MiB. */
export const iconFileSchema = z.object({
  name: z.string().regex(/\.svg$/i, said.iconSvgName.message),
  type: z.literal(ICON_MIME_TYPE, said.iconSvgType.message),
  size: z.number().int().min(1).max(ICON_MAX_BYTES, said.iconTooLarge.message),
});

// ---------- outputs ----------

export const iconSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  category: categoryIdSchema,
  tier: iconTierSchema,
  filename: z.string(),
  filePath: z.string(),
  description: z.string(),
  isBuiltIn: isBuiltInSchema,
});
export type Icon = z.infer<typeof iconSchema>;

/**
 * The admin listing adds `visibility` and `enabledTier`: a disabled icon is listed with tier
 * DISABLED, and `enabledTier` is the FREE or PREMIUM it gets back when it is enabled again.
 */
export const adminIconSchema = iconSchema.extend({
  visibility: iconVisibilitySchema,
  enabledTier: tierSchema,
});
export type AdminIcon = z.infer<typeof adminIconSchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  freeUsers: z.number().int(),
  premiumUsers: z.number().int(),
  dau: z.number().int(),
  wau: z.number().int(),
  mau: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = userSchema.extend({
  habitCount: z.number().int(),
  lastLogin: dateTimeSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * The single-use URL the SVG file is sent to, by `PUT` with `Content-Type: image/svg+xml`: on the
 * server's configured public URL, or else a path on the server that answered (never built from
 * the request's `Host`, which a client chooses).
 */
export const uploadUrlSchema = z.object({
  uploadURL: z
    .string()
    .regex(/^(https?:\/\/\S+)?\/api\/uploads\/[a-z2-7]{32}$/)
    .meta({
      description:
        'Absolute on the configured PUBLIC_URL, else relative to this server (`/api/uploads/…`).',
    }),
});
