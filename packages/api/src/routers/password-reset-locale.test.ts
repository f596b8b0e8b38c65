import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../context';
import { mailsSent } from '../mail-queue';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';

interface Sent {
  to: string;
  subject: string;
  text: string;
}

describe.each(availableTestEngines())(
  'the password reset mail in its reader’s language, on %s',
  (engine) => {
    let t: TestApi;
    const sent: Sent[] = [];
    const mailer: Mailer = {
      send: (mail) => {
        sent.push(mail);
        return Promise.resolve();
      },
    };
    beforeAll(async () => {
      t = await createTestApi(engine, {
        services: { mailer, publicUrl: 'https://taper.example.com' },
      });
      await t.signup('admin@example.com');
    });
    afterAll(async () => {
      await t.close();
    });

    const ask = async (email: string, headers: Record<string, string> = {}) => {
      sent.length = 0;
      const res = await t.rest('POST', '/api/auth/password-reset', { body: { email }, headers });
      await mailsSent(mailer);
      expect(res.statusCode).toBe(202);
      expect(sent).toHaveLength(1);
      return sent[0]!;
    };

    it('mails a German account in German, whatever language asked for it', async () => {
      await t.rest('POST', '/api/signup', {
        headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
        body: {
          email: 'greta@example.com',
          password: 'Str0ng!Pass',
          firstName: 'Greta',
          lastName: 'B',
        },
      });
      const mail = await ask('greta@example.com', { 'accept-language': 'en-US' });
      expect(mail.to).toBe('greta@example.com');
      expect(mail.subject).toBe('Setze dein Taper-Passwort zurück');
      expect(mail.text).toMatch(
        /^Hallo Greta,\n\njemand hat darum gebeten, das Passwort deines Taper-Kontos zurückzusetzen\. Um ein neues Passwort zu wählen, öffne:\n\nhttps:\/\/taper\.example\.com\/reset-password\?token=[a-z2-7]{32}\n\nDer Link funktioniert einmal, innerhalb von 30 Minuten\./,
      );
      expect(mail.text).toContain('Wenn du das nicht angefordert hast, ignoriere diese E-Mail');
    });

    it('keeps the English mail word for word, and says Arabic right', async () => {
      const { token } = await t.signup('ann@example.com');
      const english = await ask('ann@example.com', { 'accept-language': 'de' });
      expect(english.subject).toBe('Reset your Taper password');
      expect(english.text.replace(/token=[a-z2-7]{32}/, 'token=T')).toBe(
        [
          'Hello Test,',
          '',
          'Someone asked to reset the password of your Taper account. To choose a new password, open:',
          '',
          'https://taper.example.com/reset-password?token=T',
          '',
          'The link works once, within 30 minutes. Choosing a new password signs out every device and revokes every API token.',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      );
      await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'ar' } });
      const arabic = await ask('ann@example.com');
      expect(arabic.subject).toBe('أعد تعيين كلمة مرور Taper');
      expect(arabic.text).toContain('خلال 30 دقيقة');
    });
  },
);
