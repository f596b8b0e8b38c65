/**
 * The mails the server sends, in the recipient's language: the password reset mail. Its English
 * is the mail's text as it always was; `{url}` is the link, `{minutes}` how long it works.
 */
export const resetMail = {
  subject: /*i18n*/ { id: 'mail.reset.subject', message: 'Reset your Taper password' },
  text: /*i18n*/ {
    id: 'mail.reset.text',
    message:
      'Hello {name},\n\nSomeone asked to reset the password of your Taper account. To choose a new password, open:\n\n{url}\n\nThe link works once, within {minutes, plural, one {# minute} other {# minutes}}. Choosing a new password signs out every device and revokes every API token.\nIf you did not ask for this, ignore this mail: your password stays as it is.',
  },
} as const;
