/**
 * Share links: Ann makes a link to a habit, changes it, mails its summary, a signed-out visitor
 * opens it, the partner stops the mails by the mail's link, and Ann revokes it.
 */
import { ok, type TaperClient } from './client';

export async function shares(
  user: TaperClient,
  anonymous: TaperClient,
  habitId: number,
  mails: () => readonly string[],
): Promise<void> {
  ok(await user.GET('/api/shares/options'), 'share options');
  const created = ok(
    await user.POST('/api/shares', {
      body: { habitIds: [habitId], label: 'For Sam', email: 'sam@example.com' },
    }),
    'make a share link',
  );
  const id = { params: { path: { id: created.id } } };
  ok(await user.GET('/api/shares'), 'share links');
  ok(
    await user.PUT('/api/shares/{id}', { ...id, body: { showNotes: true, expiresOn: null } }),
    'change a share link',
  );
  ok(
    await anonymous.GET('/api/shared/{token}', { params: { path: { token: created.token } } }),
    'open a share link',
  );
  const before = mails().length;
  ok(await user.POST('/api/shares/{id}/summary', id), 'send the summary now');
  const mail = mails().slice(before).join('\n');
  const stop = /\/s\/stop\/([A-Za-z0-9_-]{32})/.exec(mail)?.[1];
  if (stop === undefined) throw new Error('the summary mail carries a link to stop the mails');
  ok(
    await anonymous.POST('/api/shared/{token}/stop', { params: { path: { token: stop } } }),
    'stop the mails',
  );
  ok(await user.DELETE('/api/shares/{id}', id), 'revoke a share link');
}
