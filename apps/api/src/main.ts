/** Production entry: migrate, then serve API and web app on one port. */
import { createDb, migrateToLatest } from '@taper/db';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const { db, close } = createDb(config.databaseUrl);
await migrateToLatest(db);
const app = await buildApp({ db, config });
app.addHook('onClose', async () => {
  await close();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
