/** The examples of Web Push: the server's key, a device's subscription, a test notification. */
import type { OperationExample } from './operation-example';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dXk3-example:APA91bExample';

export function pushExamples(): Record<string, OperationExample> {
  return {
    'push-key': {
      response: {
        publicKey:
          'BNbxGYNMhEIi9zrneh7mqV4EUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-fCFpVLgYbaXzAbdJ1Gw',
      },
    },
    'push-subscribe': {
      request: {
        endpoint: ENDPOINT,
        keys: {
          p256dh:
            'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
          auth: 'FPssNDTKnInHVndSTdbKFw',
        },
      },
      response: { success: true },
    },
    'push-devices': {
      response: [
        {
          id: 4,
          origin: 'https://fcm.googleapis.com',
          createdAt: '2025-03-01T08:00:00.000Z',
          lastSentAt: '2025-03-15T07:30:00.000Z',
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
          endpointHash: '3b1f5c0f4d1e4a8f9d2b7c6a5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b',
        },
        {
          id: 9,
          origin: 'https://updates.push.services.mozilla.com',
          createdAt: '2025-03-10T19:12:00.000Z',
          lastSentAt: null,
          userAgent: null,
          endpointHash: '9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b',
        },
      ],
    },
    'push-unsubscribe': { params: { endpoint: ENDPOINT }, response: { success: true } },
    'push-removeDevice': { params: { id: 9 }, response: { success: true } },
    'push-test': { response: { sent: 2, removed: 0, failed: 0 } },
  };
}
