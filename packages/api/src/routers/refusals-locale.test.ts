import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';

const LOCALES = ['en', 'es', 'de', 'fr', 'ar'] as const;

describe.each(availableTestEngines())("refusals in the caller's language, on %s", (engine) => {
  let t: TestApi;
  let token = '';
  let otherToken = '';
  let otherHabit = 0;
  beforeAll(async () => {
    t = await createTestApi(engine);
    ({ token } = await t.signup('owner@example.com'));
    ({ token: otherToken } = await t.signup('other@example.com'));
    otherHabit = (
      await t.rest('POST', '/api/habits', { token: otherToken, body: numberHabit })
    ).json<{ id: number }>().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const speak = (locale: string) => t.rest('PUT', '/api/auth/user', { token, body: { locale } });

  it("answers another user's habit with the same 404 code in every language", async () => {
    const answers: unknown[] = [];
    for (const locale of LOCALES) {
      await speak(locale);
      const res = await t.rest('GET', `/api/habits/${String(otherHabit)}`, { token });
      expect(res.statusCode, locale).toBe(404);
      answers.push(res.json());
    }
    expect(answers).toEqual([
      { message: 'Habit not found', code: 'NOT_FOUND' },
      { message: 'Hábito no encontrado', code: 'NOT_FOUND' },
      { message: 'Gewohnheit nicht gefunden', code: 'NOT_FOUND' },
      { message: 'Habitude introuvable', code: 'NOT_FOUND' },
      { message: 'لم يتم العثور على العادة', code: 'NOT_FOUND' },
    ]);
    // The other user's habit is untouched, and they still read English.
    expect(
      (await t.rest('GET', `/api/habits/${String(otherHabit)}`, { token: otherToken })).statusCode,
    ).toBe(200);
  });

  it('names the field and its limit in every language, the code unchanged, nothing changed', async () => {
    const messages: string[] = [];
    for (const locale of LOCALES) {
      await speak(locale);
      const res = await t.rest('PATCH', '/api/auth/user', {
        token,
        body: { firstName: 'x'.repeat(101), lastName: 'L', email: 'owner@example.com' },
      });
      expect(res.statusCode, locale).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('BAD_REQUEST');
      messages.push(res.json<{ message: string }>().message);
    }
    expect(messages).toEqual([
      'First name must be at most 100 characters',
      'Nombre debe tener como máximo 100 caracteres',
      'Vorname darf höchstens 100 Zeichen lang sein',
      'Prénom doit contenir au plus 100 caractères',
      'يجب ألا يتجاوز الاسم الأول 100 حرف',
    ]);
    expect((await t.rest('GET', '/api/auth/user', { token })).json()).toMatchObject({
      firstName: 'Test',
    });
  });

  it('says a rule of the domain and a refusal over tRPC in German too', async () => {
    await speak('de');
    const future = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, dailyGoal: -1 },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: 'Zahlenziele sind ganze Zahlen, 0 oder mehr',
      code: 'BAD_REQUEST',
    });
    const viaTrpc = await t.trpc('query', 'habits.get', { id: otherHabit }, token);
    expect(viaTrpc.json().error.message).toBe('Gewohnheit nicht gefunden');
    expect(viaTrpc.json().error.data.code).toBe('NOT_FOUND');
  });

  it("says a form's sentence of the domain (a baseline, a plan) in the caller's language", async () => {
    const messages: string[] = [];
    for (const locale of LOCALES) {
      await speak(locale);
      const res = await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: 'Negative', baseline: -1 },
      });
      expect(res.statusCode, locale).toBe(400);
      messages.push(res.json<{ message: string }>().message);
    }
    expect(messages).toEqual([
      'The baseline cannot be negative',
      'El punto de partida no puede ser negativo',
      'Der Ausgangswert kann nicht negativ sein',
      'Le point de départ ne peut pas être négatif',
      'لا يمكن أن يكون خط الأساس سالبًا',
    ]);
    await speak('fr');
    const own = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>().id;
    const upwards = await t.rest('PUT', `/api/habits/${String(own)}/plan`, {
      token,
      body: { startGoal: 2, endGoal: 4, everyDays: 7, startDate: '2026-12-07' },
    });
    expect(upwards.statusCode).toBe(400);
    expect(upwards.json<{ message: string }>().message).toBe(
      '« Finir à » doit être au plus « Commencer à » : un plan descend',
    );
    expect(
      (await t.rest('GET', `/api/habits/${String(own)}/plan`, { token })).json(),
    ).toMatchObject({ plan: null });
    const names = (await t.rest('GET', '/api/habits', { token })).json<{ name: string }[]>();
    expect(names.map((habit) => habit.name)).not.toContain('Negative');
  });

  it('signed out, the Accept-Language header chooses', async () => {
    const res = await t.rest('GET', '/api/habits', {
      headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Non autorisé', code: 'UNAUTHORIZED' });
  });
});
