/**
 * Every port a file's server may take is one fetch (and so the browser) will connect to: a server
 * on a "bad port" (4190) never answered, and a CI run waited for it.
 */
import { expect, test } from 'vitest';
import { candidatePorts } from '../harness/server';

test('fetch refuses none of the ports the servers may take', async () => {
  const ports = candidatePorts();
  expect(ports.length).toBeGreaterThan(90);
  const refused: number[] = [];
  for (const port of ports) {
    // Nothing listens there: fetch fails, but by connecting (refused), never for the port itself.
    const reason = await fetch(`http://127.0.0.1:${String(port)}/`).then(
      () => 'answered',
      (error: unknown) => String(error instanceof Error ? error.cause : error),
    );
    if (reason.includes('bad port')) refused.push(port);
  }
  expect(refused).toEqual([]);
});
