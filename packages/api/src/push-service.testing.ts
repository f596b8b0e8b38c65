/**
 * A push service for tests (RFC 8030), on 127.0.0.1: it takes each POSTed message as a real push
 * service would, checks its VAPID authorization (RFC 8292: the JWT's audience is this service's
 * origin, its expiry is within 24 hours, its ES256 signature verifies with the `k=` public key,
 * which must be the server's) and decrypts its aes128gcm body (RFC 8291) with the private key of
 * the browser-side subscription it made, so a test reads the JSON the service worker would get.
 */
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** Which subscription (device) it was for. */
  device: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  ttl: number;
}

export interface TestSubscription {
  device: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface LocalPushService {
  /** `127.0.0.1:port`: the host to list in PUSH_ALLOW_HOSTS. */
  host: string;
  origin: string;
  /** A browser-side subscription: keys made here, the private one kept for decrypting. */
  subscribe(device: string): TestSubscription;
  /** Messages received and accepted, in order. */
  received: ReceivedPush[];
  /** Refusals (bad JWT, undecryptable body), in words: a test expects none. */
  problems: string[];
  /** The status the service answers for a device (201 by default; 410: the subscription ended). */
  answer(device: string, status: number, headers?: Record<string, string>): void;
  /** Every request that reached the service, by path (redirect targets included). */
  hits: string[];
  /** The server's VAPID public key the JWTs must be signed with (set once known). */
  expectKey(publicKey: string): void;
  close(): Promise<void>;
}

function b64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** Verifies `vapid t=…, k=…` for `origin`; the problem in words, or undefined. */
export function vapidProblem(
  authorization: string | undefined,
  origin: string,
  expectedKey: string | undefined,
  nowSeconds: number,
): string | undefined {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return `no vapid authorization: ${authorization ?? '(none)'}`;
  const [, token = '', key = ''] = match;
  if (expectedKey !== undefined && key !== expectedKey) return 'k= is not the server key';
  const [header = '', claims = '', signature = ''] = token.split('.');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') return `alg ${String(head.alg)}`;
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `aud ${String(body.aud)} is not ${origin}`;
  if (typeof body.exp !== 'number' || body.exp <= nowSeconds || body.exp > nowSeconds + 86_400)
    return `exp ${String(body.exp)} out of range`;
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub)) return 'bad sub';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k= is not a P-256 point';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return signed ? undefined : 'the JWT signature does not verify';
}

/** RFC 8291 / RFC 8188: the plaintext of an aes128gcm body, for the subscriber's keys. */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const receiverPublic = receiver.getPublicKey();
  const ecdhSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** What the service has seen and been told, shared by its requests and its test-facing methods. */
interface ServiceState {
  devices: Map<string, { ecdh: ECDH; auth: Buffer }>;
  answers: Map<string, { status: number; headers: Record<string, string> }>;
  received: ReceivedPush[];
  problems: string[];
  hits: string[];
  expectedKey: string | undefined;
  origin: string;
}

/** One push request, answered as a push service would: a known device's, VAPID-signed and encrypted. */
async function receive(state: ServiceState, request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  state.hits.push(path);
  const body = await readBody(request);
  const device = /^\/push\/([\w-]+)$/.exec(path)?.[1];
  const subscriber = device === undefined ? undefined : state.devices.get(device);
  if (request.method !== 'POST' || device === undefined || !subscriber) {
    response.writeHead(404).end();
    return;
  }
  const answer = state.answers.get(device);
  if (answer && answer.status >= 300) {
    response.writeHead(answer.status, answer.headers).end();
    return;
  }
  const problem = vapidProblem(
    request.headers.authorization,
    state.origin,
    state.expectedKey,
    Math.floor(Date.now() / 1000),
  );
  if (problem !== undefined || request.headers['content-encoding'] !== 'aes128gcm') {
    state.problems.push(
      problem ?? `content-encoding ${String(request.headers['content-encoding'])}`,
    );
    response.writeHead(403).end();
    return;
  }
  try {
    const plain = decryptAes128gcm(body, subscriber.ecdh, subscriber.auth);
    state.received.push({
      device,
      payload: JSON.parse(plain.toString('utf8')) as unknown,
      ttl: Number(request.headers.ttl),
    });
    response.writeHead(answer?.status ?? 201).end();
  } catch (error) {
    state.problems.push(`decrypt: ${error instanceof Error ? error.message : String(error)}`);
    response.writeHead(400).end();
  }
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const state: ServiceState = {
    devices: new Map(),
    answers: new Map(),
    received: [],
    problems: [],
    hits: [],
    expectedKey: undefined,
    origin: '',
  };
  const server: Server = createServer((request, response) => {
    void receive(state, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  state.origin = origin;
  const { devices, answers, received, problems, hits } = state;

  return {
    host: `127.0.0.1:${port}`,
    origin,
    received,
    problems,
    hits,
    subscribe(device) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth });
      return {
        device,
        endpoint: `${origin}/push/${device}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(device, status, headers = {}) {
      answers.set(device, { status, headers });
    },
    expectKey(publicKey) {
      state.expectedKey = publicKey;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
