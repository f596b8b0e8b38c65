import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, STRONG_PASSWORD, type TestApi } from '../testing';

const GERMAN_BROWSER = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

describe.each(availableTestEngines())("the user's language, on %s", (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const me = async (token: string) =>
    (await t.rest('GET', '/api/auth/user', { token })).json<{ locale: string }>().locale;

  it('GET /api/locales lists the languages in their own names, signed out, both wire formats', async () => {
    const expected = [
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'es', name: 'Español', dir: 'ltr' },
      { code: 'de', name: 'Deutsch', dir: 'ltr' },
      { code: 'fr', name: 'Français', dir: 'ltr' },
      { code: 'ar', name: 'العربية', dir: 'rtl' },
    ];
    const rest = await t.rest('GET', '/api/locales');
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual(expected);
    expect((await t.trpc('query', 'locales.list')).json().result.data).toEqual(expected);
  });

  it("signs up in the browser's language (q-values honoured), else English", async () => {
    const german = await t.rest('POST', '/api/signup', {
      headers: GERMAN_BROWSER,
      body: { email: 'anna@example.com', password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' },
    });
    expect(german.statusCode).toBe(200);
    expect(german.json<{ user: { locale: string } }>().user.locale).toBe('de');
    expect(await me(german.json<{ token: string }>().token)).toBe('de');

    const french = await t.signup('fr@example.com');
    expect(await me(french.token)).toBe('en');
    const rest = await t.rest('POST', '/api/signup', {
      headers: { 'accept-language': 'pt-BR, ar;q=0.4, es;q=0.7' },
      body: { email: 'es@example.com', password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' },
    });
    expect(rest.json<{ user: { locale: string } }>().user.locale).toBe('es');
    // A language chosen on the page wins over the header.
    const chosen = await t.rest('POST', '/api/signup', {
      headers: GERMAN_BROWSER,
      body: {
        email: 'ar@example.com',
        password: STRONG_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        locale: 'ar',
      },
    });
    expect(chosen.json<{ user: { locale: string } }>().user.locale).toBe('ar');
  });

  it('PUT /api/auth/user changes only the caller’s language; an unknown code changes nothing', async () => {
    const owner = await t.signup('owner@example.com');
    const other = await t.signup('other@example.com');
    const put = (token: string, body: unknown) => t.rest('PUT', '/api/auth/user', { token, body });

    const changed = await put(owner.token, { locale: 'fr' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ locale: 'fr' });
    expect(await me(owner.token)).toBe('fr');
    expect(await me(other.token)).toBe('en');

    for (const locale of ['xx', 'de-DE', 'DE', '', 7, null]) {
      const refused = await put(owner.token, { locale, themePreference: 'dark' });
      expect(refused.statusCode, String(locale)).toBe(400);
      // In the caller's language (French by now), with the list of codes.
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Langue (est obligatoire|doit être l’une de ces valeurs : en, es, de, fr, ar)$/,
      );
    }
    expect((await t.rest('GET', '/api/auth/user', { token: owner.token })).json()).toMatchObject({
      locale: 'fr',
      themePreference: 'light',
    });
    expect(await me(other.token)).toBe('en');
    // tRPC alike.
    const viaTrpc = await t.trpc(
      'mutation',
      'auth.updatePreferences',
      { locale: 'ar' },
      other.token,
    );
    expect(viaTrpc.json().result.data).toMatchObject({ locale: 'ar' });
    expect(await me(owner.token)).toBe('fr');
  });

  it('signed out, Accept-Language chooses the refusal’s language; signed in, the saved locale wins', async () => {
    const login = (headers: Record<string, string>) =>
      t.rest('POST', '/api/login', {
        headers,
        body: { email: 'nobody@example.com', password: 'wrong' },
      });
    const english = await login({});
    const german = await login(GERMAN_BROWSER);
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect(german.statusCode).toBe(401);
    expect(german.json()).toEqual({
      message: 'E-Mail-Adresse oder Passwort ist falsch',
      code: 'UNAUTHORIZED',
    });

    const { token } = await t.signup('saved@example.com');
    await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'es' } });
    const taken = await t.rest('PATCH', '/api/auth/user', {
      token,
      headers: GERMAN_BROWSER,
      body: { firstName: 'A', lastName: 'B', email: 'admin@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Ya existe una cuenta con este correo electrónico',
      code: 'CONFLICT',
    });
  });
});
