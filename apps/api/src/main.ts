/** Production entry: migrate, then serve API and web app on one port. */
import { createDb, migrateToLatest } from '@taper/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prettyLogStream } from './lib/pretty-log';

const config = loadConfig();
const { db, close } = createDb(config.databaseUrl);
await migrateToLatest(db);
// Readable lines in a terminal, pino's JSON lines otherwise (files, log collectors).
const logStream = process.stdout.isTTY ? prettyLogStream(process.stdout) : undefined;
const app = await buildApp({ db, config, ...(logStream ? { logStream } : {}) });
app.addHook('onClose', async () => {
  await close();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
  ? 'localhost'
  : config.host;
const origin = `http://${shownHost}:${String(config.port)}`;
process.stdout.write(`\nTaper is running at ${origin}\nAPI docs: ${origin}/api/docs\n\n`);
