/** Export and import. */
import { ok, type TaperClient } from './client';

/** Export as JSON and as a zip, then the JSON previewed and imported back. */
export async function transfer(user: TaperClient) {
  const exported = ok(
    await user.GET('/api/export', { params: { query: { format: 'json' } } }),
    'export json',
  );
  if (typeof exported === 'string' || 'dryRun' in exported)
    throw new Error('format=json answers the Taper document');
  const document = exported;
  // What the Loop backup would leave out, said before its download.
  const check = ok(
    await user.GET('/api/export', { params: { query: { format: 'loop', dryRun: 'true' } } }),
    'export loop dry run',
  );
  if (typeof check === 'string' || !('dryRun' in check))
    throw new Error('format=loop&dryRun=true answers what the backup leaves out');
  const zip = await user.GET('/api/export', {
    params: { query: { format: 'csv' } },
    parseAs: 'arrayBuffer',
  });
  if (!zip.response.ok) throw new Error(`export csv answered ${String(zip.response.status)}`);
  const preview = ok(
    await user.POST('/api/import', { params: { query: { dryRun: 'true' } }, body: document }),
    'import preview',
  );
  if (!('dryRun' in preview)) throw new Error('a dry run answers the preview');
  ok(
    await user.POST('/api/import', { params: { query: { dryRun: 'false' } }, body: document }),
    'import',
  );
}
