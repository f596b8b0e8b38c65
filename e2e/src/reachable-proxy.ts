/**
 * A TCP proxy in front of the e2e server that a test can make unreachable: every connection is
 * refused and every open one cut, for the page and its service worker alike (Chromium's offline
 * emulation lets a service worker's fetch through, so it cannot show what a real outage does).
 */
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReachableProxy {
  /** `http://127.0.0.1:<port>`: open the app here instead of at the server's address. */
  url: string;
  setReachable(reachable: boolean): void;
  close(): Promise<void>;
}

export async function startReachableProxy(targetPort: number): Promise<ReachableProxy> {
  let reachable = true;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server = createServer((client) => {
    if (!reachable) {
      client.destroy();
      return;
    }
    const upstream = connect({ port: targetPort, host: '127.0.0.1' });
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => {
    server.listen({ port: 0, host: '127.0.0.1' }, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    setReachable(next) {
      reachable = next;
      if (!next) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
