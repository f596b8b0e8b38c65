/** The admin portal: the icon upload, its edits and deletion. */
import { ok, SVG, type RequestBody, type TaperClient } from './client';

/** The upload → create flow, then the icon's edits and deletion. */
export async function icons(admin: TaperClient, userId: number) {
  ok(await admin.GET('/api/admin/stats/overview'), 'stats');
  ok(await admin.GET('/api/admin/stats/daily'), 'daily');
  ok(await admin.GET('/api/admin/users'), 'users');
  const user = { params: { path: { id: userId } } };
  ok(
    await admin.PATCH('/api/admin/users/{id}/tier', { ...user, body: { tier: 'PREMIUM' } }),
    'tier',
  );
  ok(await admin.PATCH('/api/admin/users/{id}/tier', { ...user, body: { tier: 'FREE' } }), 'tier');
  ok(await admin.PATCH('/api/admin/users/{id}/role', { ...user, body: { role: 'USER' } }), 'role');
  ok(await admin.GET('/api/admin/icons'), 'admin icons');
  ok(
    await admin.PATCH('/api/admin/icons/{id}/tier', {
      params: { path: { id: 'beer' } },
      body: { tier: 'FREE', category: 'beverage', visibility: 'enabled' },
    }),
    'icon tier',
  );
  const { uploadURL } = ok(
    await admin.POST('/api/admin/icons/upload', {
      body: { category: 'mental', fileName: 'zen_mode.svg' },
    }),
    'upload URL',
  );
  const token = new URL(uploadURL, 'http://localhost').pathname.split('/').pop() ?? '';
  const stored = ok(
    await admin.PUT('/api/uploads/{token}', {
      params: { path: { token } },
      body: SVG,
      bodySerializer: (body) => body,
      headers: { 'content-type': 'image/svg+xml' },
    }),
    'upload',
  );
  const body: RequestBody<'/api/admin/icons', 'post'> = {
    name: 'zen_mode',
    displayName: 'Zen Mode',
    category: 'mental',
    tier: 'PREMIUM',
    filePath: stored.filePath,
    isBuiltIn: 'false',
  };
  ok(await admin.POST('/api/admin/icons', { body }), 'create icon');
  const icon = { params: { path: { id: 'zen_mode' } } };
  ok(
    await admin.PATCH('/api/admin/icons/{id}', {
      ...icon,
      body: { name: 'zen_mode', displayName: 'Zen', category: 'mental', tier: 'FREE' },
    }),
    'edit icon',
  );
  ok(await admin.DELETE('/api/admin/icons/{id}', icon), 'delete icon');
}
