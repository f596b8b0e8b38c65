/**
 * The API's refusals of sign-in, sign-up and the session, as message descriptors: the English is
 * SPEC's, the id is the message's name in every catalog (src/i18n/locales/<code>/messages.po).
 */
export const authMessages = {
  emailTaken: /*i18n*/ {
    id: 'auth.emailTaken',
    message: 'An account with this email already exists',
  },
  invalidLogin: /*i18n*/ { id: 'auth.invalidLogin', message: 'Invalid email or password' },
  tooManyAttempts: /*i18n*/ {
    id: 'auth.tooManyAttempts',
    message: 'Too many attempts, please try again later',
  },
  unauthorized: /*i18n*/ { id: 'auth.unauthorized', message: 'Unauthorized' },
} as const;
