import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../accountAccess';
import { accountUpdateSchema } from '../accountSchemas';
import { FUTURE_DATE_MESSAGE } from '../entries';
import { SKIP_WITH_VALUE_MESSAGE } from '../entrySchemas';
import { GROUP_NOT_YOURS_MESSAGE } from '../groupSchemas';
import {
  NO_PUSH_DEVICE_MESSAGE,
  PUSH_ENDPOINT_TAKEN_MESSAGE,
  PUSH_TEST_RATE_MESSAGE,
} from '../pushSchemas';
import { BUDGET_NUMBER_ONLY_MESSAGE } from '../schemas';
import { SHARE_TEXTS } from '../shareSchemas';
import { issueSentence } from '../issueMessages';
import { LOCALE_CODES } from '../locales';
import { habitCreateSchema } from '../schemas';
import { localizedIssueSentence, localizedUnstorable, localizeMessage } from './localize';

const account = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' };

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues;
}

describe('localizedIssueSentence', () => {
  const cases: [z.ZodType, unknown][] = [
    [accountUpdateSchema, { ...account, firstName: 'x'.repeat(500) }],
    [accountUpdateSchema, { ...account, lastName: '  ' }],
    [accountUpdateSchema, { lastName: 'L', email: 'ada@example.com' }],
    [accountUpdateSchema, { ...account, firstName: 5 }],
    [accountUpdateSchema, { ...account, email: 'nope' }],
    [habitCreateSchema, { name: 'C', goalType: 'number', goalSchedule: 'daily', dailyGoal: -5 }],
    [z.object({ n: z.number().int().max(9) }), { n: 1.5 }],
    [z.object({ tier: z.enum(['FREE', 'PREMIUM']) }), { tier: 'GOLD' }],
    [z.object({ a: z.string() }), 'text'],
    [z.strictObject({}), { extra: 1, more: 2 }],
    [z.object({ customTags: z.array(z.string().max(3)) }), { customTags: ['a', 'long'] }],
    [z.object({ weeklyGoals: z.object({ friday: z.number() }) }), { weeklyGoals: {} }],
  ];

  it('is issueSentence word for word in English', () => {
    for (const [schema, input] of cases)
      for (const issue of issuesOf(schema, input))
        expect(localizedIssueSentence(issue, 'en')).toBe(issueSentence(issue));
  });

  it('says each in German, field names and limits included', () => {
    const german = cases.flatMap(([schema, input]) =>
      issuesOf(schema, input).map((issue) => localizedIssueSentence(issue, 'de')),
    );
    expect(german).toEqual([
      'Vorname darf höchstens 100 Zeichen lang sein',
      'Nachname ist erforderlich',
      'Vorname ist erforderlich',
      'Vorname muss ein Text sein',
      'Bitte gib eine gültige E-Mail-Adresse ein',
      'Farbe ist erforderlich',
      'Symbol ist erforderlich',
      'Zahlenziele sind ganze Zahlen, 0 oder mehr',
      'N muss eine ganze Zahl sein',
      'Tarif muss einer dieser Werte sein: FREE, PREMIUM',
      'Der Inhalt der Anfrage muss ein JSON-Objekt sein',
      'Unbekannte Felder: extra, more',
      'Eigener Tag 2 darf höchstens 3 Zeichen lang sein',
      'Ziel für Freitag ist erforderlich',
    ]);
  });

  it('writes a bound as the language writes numbers, with the same code', () => {
    const issue = issuesOf(z.object({ dailyGoal: z.number().max(1_000_000_000) }), {
      dailyGoal: 2_000_000_000,
    })[0]!;
    expect(localizedIssueSentence(issue, 'en')).toBe(issueSentence(issue));
    expect(localizedIssueSentence(issue, 'de')).toContain('1.000.000.000');
    expect(localizedIssueSentence(issue, 'fr')).toMatch(/1\s000\s000\s000/);
  });

  it("takes Arabic's plural forms: 0, 1, 2, 3, 11 and 100 characters", () => {
    const sentence = (max: number) =>
      localizedIssueSentence(
        issuesOf(z.object({ firstName: z.string().max(max) }), { firstName: 'x'.repeat(200) })[0]!,
        'ar',
      );
    expect([0, 1, 2, 3, 11, 100].map(sentence)).toEqual([
      'يجب ألا يتجاوز الاسم الأول 0 حرف',
      'يجب ألا يتجاوز الاسم الأول حرفًا واحدًا',
      'يجب ألا يتجاوز الاسم الأول حرفين',
      'يجب ألا يتجاوز الاسم الأول 3 أحرف',
      'يجب ألا يتجاوز الاسم الأول 11 حرفًا',
      'يجب ألا يتجاوز الاسم الأول 100 حرف',
    ]);
  });

  it('says every sentence in every language, never the English but for names it keeps', () => {
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en'))
      for (const [schema, input] of cases)
        for (const issue of issuesOf(schema, input))
          expect(localizedIssueSentence(issue, locale), locale).not.toBe(issueSentence(issue));
  });
});

describe('localizeMessage', () => {
  it('answers a fixed refusal in each language, and leaves an unknown sentence as it is', () => {
    expect(LOCALE_CODES.map((locale) => localizeMessage('Habit not found', locale))).toEqual([
      'Habit not found',
      'Hábito no encontrado',
      'Gewohnheit nicht gefunden',
      'Habitude introuvable',
      'لم يتم العثور على العادة',
    ]);
    expect(localizeMessage('Something new', 'de')).toBe('Something new');
  });

  it("knows the domain's refusals by their English, so each is said in every language", () => {
    const { tooMany: _tooMany, ...shareTexts } = SHARE_TEXTS;
    const { tooManyTokens: _tokens, resetRequested: _requested, ...accountTexts } = ACCOUNT_TEXTS;
    const refusals = [
      ...Object.values(shareTexts),
      ...Object.values(accountTexts),
      FUTURE_DATE_MESSAGE,
      SKIP_WITH_VALUE_MESSAGE,
      GROUP_NOT_YOURS_MESSAGE,
      BUDGET_NUMBER_ONLY_MESSAGE,
      NO_PUSH_DEVICE_MESSAGE,
      PUSH_ENDPOINT_TAKEN_MESSAGE,
      PUSH_TEST_RATE_MESSAGE,
    ];
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en'))
      for (const english of refusals)
        expect(localizeMessage(english, locale), `${locale}: ${english}`).not.toBe(english);
  });

  it('names the field of unstorable text, or the input', () => {
    expect(localizedUnstorable(['firstName'], 'fr')).toBe(
      'Prénom ne doit contenir ni caractère NUL (U+0000) ni substitut non apparié',
    );
    expect(localizedUnstorable([], 'de')).toMatch(/^Die Eingabe darf kein NUL-Zeichen/);
  });
});
