import { afterEach, describe, expect, it } from 'vitest';
import { composed, declaredTexts, defineTexts, i18n, localeMonth, localeWeekday } from './i18n';

const TEXTS = defineTexts('PROBE_TEXTS', {
  title: 'Habit Summary',
  logLabel: (name: string) => `Log ${name}`,
  days: (count: number) => `${String(count)} ${count === 1 ? 'day' : 'days'} skipped`,
  toast: (name: string) => ({ title: 'Habit deleted', description: `"${name}" is deleted.` }),
  flag: (over: boolean) => (over ? 'over budget' : 'within budget'),
  list: (items: string[]) => `Shows: ${items.join(', ')}`,
  columns: ['Day', 'Sign-ups'],
  untranslated: 'Only in English',
  both: composed((name: string): string => `${TEXTS.title}: ${TEXTS.logLabel(name)}`),
} as const);

const GERMAN = {
  'PROBE_TEXTS.title': 'Gewohnheitsübersicht',
  'PROBE_TEXTS.logLabel': '{0} erfassen',
  'PROBE_TEXTS.days': '{0, plural, one {# Tag ausgelassen} other {# Tage ausgelassen}}',
  'PROBE_TEXTS.toast.title': 'Gewohnheit gelöscht',
  'PROBE_TEXTS.toast.description': '„{0}“ ist gelöscht.',
  'PROBE_TEXTS.flag': '{0, select, true {über dem Budget} other {im Budget}}',
  'PROBE_TEXTS.list': 'Zeigt: {0}',
  'PROBE_TEXTS.columns.0': 'Tag',
  'PROBE_TEXTS.columns.1': 'Registrierungen',
};

const ARABIC = {
  'PROBE_TEXTS.days':
    '{0, plural, zero {لا أيام} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
};

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('texts declared in a messages module', () => {
  it('are SPEC’s English, unchanged, before any locale and in English', () => {
    expect(TEXTS.title).toBe('Habit Summary');
    expect(TEXTS.days(1)).toBe('1 day skipped');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(TEXTS.logLabel('Coffee')).toBe('Log Coffee');
    expect(TEXTS.toast('Tea')).toEqual({
      title: 'Habit deleted',
      description: '"Tea" is deleted.',
    });
    expect(TEXTS.columns).toEqual(['Day', 'Sign-ups']);
    expect(TEXTS.both('Tea')).toBe('Habit Summary: Log Tea');
  });

  it('read the active locale’s catalog when they are read', () => {
    i18n.loadAndActivate({ locale: 'de', messages: GERMAN });
    expect(TEXTS.title).toBe('Gewohnheitsübersicht');
    expect(TEXTS.logLabel('Kaffee')).toBe('Kaffee erfassen');
    expect(TEXTS.days(1)).toBe('1 Tag ausgelassen');
    expect(TEXTS.days(3)).toBe('3 Tage ausgelassen');
    expect(TEXTS.toast('Tee')).toEqual({
      title: 'Gewohnheit gelöscht',
      description: '„Tee“ ist gelöscht.',
    });
    expect(TEXTS.flag(true)).toBe('über dem Budget');
    expect(TEXTS.flag(false)).toBe('im Budget');
    expect(TEXTS.list(['Kaffee', 'Tee', 'Bier'])).toBe('Zeigt: Kaffee, Tee und Bier');
    expect([...TEXTS.columns]).toEqual(['Tag', 'Registrierungen']);
    expect(TEXTS.both('Tee')).toBe('Gewohnheitsübersicht: Tee erfassen');
  });

  it('fall back to the English where a catalog has no translation', () => {
    i18n.loadAndActivate({ locale: 'de', messages: GERMAN });
    expect(TEXTS.untranslated).toBe('Only in English');
  });

  it('take Arabic’s six plural forms', () => {
    i18n.loadAndActivate({ locale: 'ar', messages: ARABIC });
    const forms = [0, 1, 2, 3, 11, 100].map((count) => TEXTS.days(count));
    expect(forms).toEqual(['لا أيام', 'يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم']);
  });

  it('are listed by id for the catalogs, a composed text left out', () => {
    const ids = [...declaredTexts().keys()].filter((id) => id.startsWith('PROBE_TEXTS.'));
    expect(ids).toContain('PROBE_TEXTS.toast');
    expect(ids).toContain('PROBE_TEXTS.columns.1');
    expect(ids).not.toContain('PROBE_TEXTS.both');
  });
});

describe('weekday and month names', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it("are SPEC's own in English, and the locale's through Intl in another", () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(localeWeekday(0, 'short')).toBeUndefined();
    expect(localeMonth(1, 'short')).toBeUndefined();
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(localeWeekday(0, 'long')).toBe('Montag');
    expect(localeWeekday(2, 'short')).toBe('Mi');
    expect(localeMonth(3, 'long')).toBe('März');
    i18n.loadAndActivate({ locale: 'ar', messages: {} });
    expect(localeMonth(1, 'long')).toBe('يناير');
  });
});
