/**
 * Step 2 of adding an icon: the SVG file PUT to an `uploadURL`. Raw SVG only, at most 1 MiB,
 * single-use, 15 minutes. The URL's secret is the credential (the uploader sends no session), so
 * it is checked first thing and only its hash is stored. The file is sanitized (./svg) before it is
 * kept; a rejected file leaves the URL usable, so the admin can fix the file and retry. Claiming
 * the URL and keeping the file are one transaction: a URL is never used up without its file.
 */
import { attachSvg, findPendingUpload, markUploadUsed, type Db } from '@taper/db';
import { ICON_MAX_BYTES, ICON_MIME_TYPE, iconFilePath } from '@taper/domain';
import type { ApiResponse } from '../../http/types';
import { UPLOAD_PATH } from '../../openapi/uploads';
import { hashToken, TOKEN_PATTERN } from '../../tokens';
import { sanitizeSvg } from './svg';

/** How long an icon upload URL works. */
export const UPLOAD_LIFETIME_MS = 15 * 60 * 1000;

/** What the host needs to mount the upload target: where, which body, how large. */
export const UPLOAD_ROUTE = {
  method: 'PUT',
  /** OpenAPI's form (`{token}`), as /api/openapi.json documents it. */
  path: UPLOAD_PATH,
  contentType: ICON_MIME_TYPE,
  bodyLimit: ICON_MAX_BYTES,
} as const;

export interface UploadRequest {
  /** The secret part of the URL: the path's `{token}`. */
  token: string;
  /** The raw body when it was SVG; undefined for any other type. */
  bytes: Uint8Array | undefined;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' } as const;

function answer(status: number, body: object): ApiResponse {
  return { status, headers: JSON_TYPE, body: JSON.stringify(body) };
}

const expired = () => answer(403, { message: 'Request has expired', code: 'FORBIDDEN' });

export async function receiveIconUpload(
  services: { db: Db; now: () => Date },
  { token, bytes }: UploadRequest,
): Promise<ApiResponse> {
  if (!bytes)
    return answer(415, {
      message: `Only ${ICON_MIME_TYPE} files can be uploaded`,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  if (!TOKEN_PATTERN.test(token)) return expired();
  const id = hashToken(token);
  const now = services.now();
  const pending = await findPendingUpload(services.db, id);
  if (!pending || pending.usedAt !== null || pending.expiresAt.getTime() <= now.getTime())
    return expired();
  const result = await sanitizeSvg(bytes);
  if (!result.ok) return answer(400, { message: result.message, code: 'BAD_REQUEST' });
  const kept = await services.db.transaction().execute(async (trx) => {
    if (!(await markUploadUsed(trx, id, now))) return false;
    return attachSvg(trx, id, result.svg);
  });
  if (!kept) return expired();
  return answer(200, {
    success: true,
    filePath: iconFilePath({
      category: pending.category,
      name: pending.fileName.replace(/\.svg$/, ''),
    }),
  });
}
