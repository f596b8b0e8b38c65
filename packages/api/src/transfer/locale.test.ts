/**
 * POST /api/import and GET /api/export refuse in the caller's language (the saved one when signed
 * in, the browser's when not), with the same status and code in every language, and a preview
 * says why habits are left out in it; English keeps the sentences the server has always sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages, translate } from '@taper/domain/i18n';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { importFile, transferCall } from './calls.testing';
import { LOOP_SAMPLE, loopZip } from './fixtures.testing';
import { loopBackup } from './loop-backup-fixtures.testing';
import { HOSTILE_SCHEMAS, hostileLoopBackup } from './loop-backup-files.testing';
import { refused } from './refusal';

const LOCALES = ['en', 'es', 'de', 'fr', 'ar'] as const;

describe.each(availableTestEngines())(
  "import refusals in the caller's language, on %s",
  (engine) => {
    let t: TestApi;
    let token = '';
    beforeAll(async () => {
      t = await createTestApi(engine);
      ({ token } = await t.signup('importer@example.com'));
    });
    afterAll(async () => {
      await t.close();
    });

    const speak = (locale: string) => t.rest('PUT', '/api/auth/user', { token, body: { locale } });

    /** The answer to one upload in each language, status and code first. */
    async function inEachLanguage(send: () => ReturnType<typeof importFile>) {
      const answers: { status: number; code: string; message: string }[] = [];
      for (const locale of LOCALES) {
        await speak(locale);
        const res = await send();
        const { code, message } = res.json<{ code: string; message: string }>();
        answers.push({ status: res.statusCode, code, message });
      }
      await speak('en');
      return answers;
    }

    it('says a file that is not JSON is not, the code unchanged', async () => {
      const answers = await inEachLanguage(() =>
        importFile(t, token, '{"habits": [', { dryRun: true, type: 'application/json' }),
      );
      expect(answers.map(({ status, code }) => `${String(status)} ${code}`)).toEqual(
        LOCALES.map(() => '400 BAD_REQUEST'),
      );
      expect(answers.map((answer) => answer.message)).toEqual([
        'The file is not JSON',
        'El archivo no es JSON',
        'Die Datei ist kein JSON',
        'Le fichier n’est pas du JSON',
        'الملف ليس بصيغة JSON',
      ]);
      expect((await t.rest('GET', '/api/habits', { token })).json()).toEqual([]);
    });

    it("names what is wrong in a file that is not a Taper export in the caller's words", async () => {
      const answers = await inEachLanguage(() =>
        importFile(t, token, '{"habits": 3}', { dryRun: true, type: 'application/json' }),
      );
      const [english, , german] = answers.map((answer) => answer.message);
      expect(english).toMatch(/^Not a Taper export: \S/);
      expect(german).toMatch(/^Kein Taper-Export: \S/);
      // The problem itself is said in German too, not left in English.
      expect(german).not.toContain(english?.slice('Not a Taper export: '.length));
    });

    it('refuses a Loop backup read on its own thread in the language, by its table and column', async () => {
      const backup = hostileLoopBackup(HOSTILE_SCHEMAS['a generated name from its own seed']);
      const answers = await inEachLanguage(() =>
        importFile(t, token, backup, { dryRun: true, type: 'application/vnd.sqlite3' }),
      );
      expect(answers.map((answer) => answer.code)).toEqual(LOCALES.map(() => 'BAD_REQUEST'));
      expect(answers[0]?.message).toBe(
        'Not a Loop backup: its table Habits has a generated or hidden column (name), which Loop’s backups never have',
      );
      expect(answers[2]?.message).toBe(
        'Kein Loop-Backup: ihre Tabelle Habits hat eine berechnete oder versteckte Spalte (name), die Backups von Loop nie haben',
      );
    });

    it('says in a preview why habits are left out, and what kinds they are, in the language', async () => {
      const previews: {
        habits: { goal: string }[];
        skipped: { name: string; reason: string }[];
        skipKinds: string[];
        sourceName: string;
      }[] = [];
      for (const locale of ['en', 'de'] as const) {
        await speak(locale);
        const res = await importFile(t, token, loopZip(LOOP_SAMPLE), { dryRun: true });
        expect(res.statusCode).toBe(200);
        previews.push(res.json());
      }
      await speak('en');
      const [english, german] = previews;
      expect(english?.skipKinds).toEqual(['yes/no habits', 'at-least habits']);
      expect(german?.skipKinds).toEqual(['Ja/Nein-Gewohnheiten', 'Mindestziel-Gewohnheiten']);
      expect([english?.sourceName, german?.sourceName]).toEqual([
        'Loop CSV (v2.3.1)',
        'Loop-CSV (v2.3.1)',
      ]);
      expect(english?.habits.map((habit) => habit.goal)).toEqual([
        'Goal: 3 daily',
        'Goal: 1 daily',
      ]);
      expect(german?.habits.map((habit) => habit.goal)).toEqual([
        'Ziel: 3 täglich',
        'Ziel: 1 täglich',
      ]);
      expect(german?.skipped).toEqual([
        {
          name: 'Meditate',
          reason: 'Eine Ja/Nein-Gewohnheit hat keine Menge, unter der man bleiben kann',
        },
        {
          name: 'Walk',
          reason: 'Ein Mindestziel zählt nach oben; Taper hält Mengen höchstens bei einem Ziel',
        },
      ]);
    });

    it("writes a preview's warning lines in the language", async () => {
      const zip = loopZip([
        { row: { Name: 'Tea', 'Target Value': '2.5' }, checkmarks: [['2025-03-14', '2000', '']] },
      ]);
      const warnings: string[][] = [];
      for (const locale of ['en', 'de'] as const) {
        await speak(locale);
        const res = await importFile(t, token, zip, { dryRun: true });
        warnings.push(res.json<{ warnings: string[] }>().warnings);
      }
      await speak('en');
      expect(warnings).toEqual([
        ["Tea: the target 2.5 is rounded to 3 (Taper's goals are whole numbers)"],
        ['Tea: das Ziel 2,5 wird auf 3 gerundet (Taper-Ziele sind ganze Zahlen)'],
      ]);
    });

    it("writes a Loop backup's warning lines in the language on the reader's own thread", async () => {
      const backup = loopBackup(25, [
        {
          name: 'Tea',
          position: 0,
          type: 1,
          targetType: 1,
          targetValue: 2000,
          repetitions: [{ date: '2025-03-14', value: 1000, notes: 'n'.repeat(1200) }],
        },
      ]);
      await speak('de');
      const res = await importFile(t, token, backup, {
        dryRun: true,
        type: 'application/vnd.sqlite3',
      });
      await speak('en');
      expect(res.json<{ sourceName: string }>().sourceName).toBe('Loop-Backup (Schema 25)');
      expect(res.json<{ warnings: string[] }>().warnings).toEqual([
        'Tea, 2025-03-14: die Notiz mit 1.200 Zeichen wird auf die ersten 1.000 gekürzt',
      ]);
    });

    it("refuses a bad parameter in the browser's language when no one is signed in", async () => {
      const call = (acceptLanguage: string) =>
        transferCall(t, {
          method: 'GET',
          url: '/api/export?format=pdf',
          acceptLanguage,
        });
      const english = await call('en-GB,en;q=0.9');
      const french = await call('fr-CH, fr;q=0.9, en;q=0.8');
      expect([english.statusCode, french.statusCode]).toEqual([400, 400]);
      expect(english.json()).toEqual({
        message: "format is 'json', 'csv' or 'loop'",
        code: 'BAD_REQUEST',
      });
      expect(french.json()).toEqual({
        message: 'format vaut « json », « csv » ou « loop »',
        code: 'BAD_REQUEST',
      });
    });
  },
);

describe('an import refusal in English', () => {
  it('is each message word for word, its values in place and its apostrophes kept', () => {
    const apostrophes = /''/g;
    for (const [key, descriptor] of Object.entries(importMessages)) {
      if (key === 'tooMany') continue;
      const names = [...descriptor.message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const expected = descriptor.message
        .replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`)
        .replace(apostrophes, "'");
      expect(translate('en', descriptor, values), key).toBe(expected);
    }
  });

  it('nests a line of a file and its problem as the readers did', () => {
    const line = refused('csvLine', {
      file: 'Checkmarks.csv',
      line: '7',
      problem: { key: 'notDate', values: { value: '2024-13-01' } },
    });
    expect(line.message).toBe("Checkmarks.csv, line 7: '2024-13-01' is not a date (YYYY-MM-DD)");
    expect(line.in('de')).toBe('Checkmarks.csv, Zeile 7: „2024-13-01“ ist kein Datum (JJJJ-MM-TT)');
    const limit = refused('tooMany', { action: 'export', minutes: '12' });
    expect(limit.message).toBe('Too many exports; please try again in 12 minutes');
    expect(refused('tooMany', { action: 'import', minutes: '3' }).in('es')).toBe(
      'Demasiadas importaciones; inténtalo de nuevo dentro de 3 minutos',
    );
  });
});
