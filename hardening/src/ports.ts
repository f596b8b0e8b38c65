/** Free loopback ports in this suite's range (4300–4399), never handed out twice in one run. */
import net from 'node:net';

const FIRST = 4300;
const LAST = 4399;
const taken = new Set<number>();
// Spread the start so a quick re-run does not trip over a port still in TIME_WAIT.
let next = FIRST + (process.pid % (LAST - FIRST + 1));

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

export async function freePort(): Promise<number> {
  for (let i = 0; i <= LAST - FIRST; i++) {
    const port = next;
    next = next === LAST ? FIRST : next + 1;
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port in 4300–4399');
}
