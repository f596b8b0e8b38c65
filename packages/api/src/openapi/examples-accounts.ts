/** Examples of the account's security calls: sessions, API tokens, deletion, password reset. */
import { ACCOUNT_TEXTS } from '@taper/domain';
import type { OperationExample } from './operation-example';

const TOKEN_ROW = {
  id: 3,
  name: 'Weekly report script',
  scope: 'read',
  createdAt: '2025-03-15T12:00:00.000Z',
  lastUsedAt: '2025-03-15T12:30:00.000Z',
};

export function accountExamples(
  token: string,
  user: unknown,
): Readonly<Record<string, OperationExample>> {
  return {
    'auth-sessions': {
      response: [
        {
          id: '9f86d081884c7d659a2feaa0c55ad015',
          createdAt: '2025-03-01T08:00:00.000Z',
          lastSeenAt: '2025-03-15T12:00:00.000Z',
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
          current: true,
        },
        {
          id: '60303ae22b998861bce3b28f33eec1be',
          createdAt: '2025-02-20T19:00:00.000Z',
          lastSeenAt: '2025-03-10T21:15:00.000Z',
          userAgent: null,
          current: false,
        },
      ],
    },
    'auth-endSession': {
      params: { id: '60303ae22b998861bce3b28f33eec1be' },
      response: { success: true },
    },
    'auth-endOtherSessions': { response: { ended: 1 } },
    'auth-tokens': { response: [TOKEN_ROW] },
    'auth-createToken': {
      request: { name: 'Weekly report script', scope: 'read' },
      response: {
        ...TOKEN_ROW,
        lastUsedAt: null,
        token: 'taper_mfrggzdfmztwq2lknnwg23tpobyxe4tt',
      },
    },
    'auth-deleteToken': { params: { id: 3 }, response: { success: true } },
    'auth-deleteAccount': { request: { password: 'Str0ng!pass' }, response: undefined },
    'auth-options': { response: { passwordResetByEmail: true } },
    'auth-requestPasswordReset': {
      request: { email: 'ann@example.com' },
      response: { message: ACCOUNT_TEXTS.resetRequested },
    },
    'auth-confirmPasswordReset': {
      request: { token: 'nbswy3dpeb3w64tmmqqgc3dvnzqxi2lp', newPassword: 'N3w!password' },
      response: { token, user, ended: { sessions: 2, apiTokens: ['Shortcuts'] } },
    },
    'admin-passwordResetLink': {
      params: { id: 2 },
      response: {
        url: 'https://taper.example.com/reset-password?token=nbswy3dpeb3w64tmmqqgc3dvnzqxi2lp',
        expiresAt: '2025-03-15T12:30:00.000Z',
      },
    },
  };
}
