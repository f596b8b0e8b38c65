/** What `pnpm start` says once the server listens: where Taper and its API docs are. */
import type { Config } from './config';

export function startBanner(config: Pick<Config, 'host' | 'port'>): string {
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
    ? 'localhost'
    : config.host;
  const origin = `http://${shownHost}:${String(config.port)}`;
  return `\nTaper is running at ${origin}\nAPI docs: ${origin}/api/docs\n\n`;
}
