/**
 * A reset request tells nothing by its time: with a mail server that takes 300 ms, an address
 * with an account and one without are answered alike and at once; the mail goes out afterwards.
 */
import { describe, expect, it } from 'vitest';
import { mailsSent } from '../mail-queue';
import { availableTestEngines, createTestApi } from '../testing';

describe.each(availableTestEngines())('reset request timing on %s', (engine) => {
  it('answers known and unknown addresses in the same time, before any mail is sent', async () => {
    const sent: { to: string; at: number }[] = [];
    const mailer = {
      send: async ({ to }: { to: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        sent.push({ to, at: performance.now() });
      },
    };
    const t = await createTestApi(engine, {
      services: { mailer, publicUrl: 'https://taper.example.com' },
    });
    try {
      for (const email of ['ann@example.com', 'bob@example.com', 'cyd@example.com'])
        await t.signup(email);
      const timed = async (email: string, ip: string) => {
        const started = performance.now();
        const res = await t.rest('POST', '/api/auth/password-reset', { body: { email }, ip });
        return { res, ms: performance.now() - started, answeredAt: performance.now() };
      };
      type Timed = Awaited<ReturnType<typeof timed>>;
      const known: Timed[] = [];
      const unknown: Timed[] = [];
      for (let i = 0; i < 3; i += 1) {
        known.push(
          await timed(`${['ann', 'bob', 'cyd'][i] ?? 'ann'}@example.com`, `10.4.0.${String(i)}`),
        );
        unknown.push(await timed(`ghost${String(i)}@example.com`, `10.5.0.${String(i)}`));
      }
      for (const answer of [...known, ...unknown]) {
        expect(answer.res.statusCode).toBe(202);
        expect(answer.ms).toBeLessThan(150);
      }
      expect(new Set([...known, ...unknown].map((a) => a.res.body)).size).toBe(1);
      // No mail had gone when the first known address was answered; each went afterwards.
      expect(sent.filter((mail) => mail.at <= (known[0]?.answeredAt ?? 0))).toEqual([]);
      await mailsSent(mailer);
      expect(sent.map((mail) => mail.to).sort()).toEqual([
        'ann@example.com',
        'bob@example.com',
        'cyd@example.com',
      ]);
    } finally {
      await mailsSent(mailer);
      await t.close();
    }
  });
});
