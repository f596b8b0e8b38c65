import { describe, expect, it } from 'vitest';
import { answerKey, Answers } from './answers';

describe('answerKey', () => {
  it('names the user, the data revision, the week start, the locale, the procedure, the day and the raw input', () => {
    const alice = { id: 1, dataRevision: 7 };
    expect(answerKey(alice, 'habits.stats', '2025-03-15', { id: 3 })).toBe(
      '1:7:::habits.stats:2025-03-15:{"id":3}',
    );
    expect(answerKey({ ...alice, locale: 'de' }, 'habits.stats', '2025-03-15', {})).not.toBe(
      answerKey({ ...alice, locale: 'en' }, 'habits.stats', '2025-03-15', {}),
    );
    expect(answerKey({ ...alice, weekStart: 'sunday' }, 'habits.stats', '2025-03-15', {})).not.toBe(
      answerKey({ ...alice, weekStart: 'monday' }, 'habits.stats', '2025-03-15', {}),
    );
    const keys = new Set([
      answerKey(alice, 'habits.list', '2025-03-15', undefined),
      answerKey({ ...alice, dataRevision: 8 }, 'habits.list', '2025-03-15', undefined),
      answerKey({ id: 2, dataRevision: 7 }, 'habits.list', '2025-03-15', undefined),
      answerKey(alice, 'habits.summary', '2025-03-15', undefined),
      answerKey(alice, 'habits.list', '2025-03-16', undefined),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('Answers', () => {
  it('keeps an answer as its JSON alone, made once', () => {
    const answers = new Answers();
    const data = { habits: [1, 2] };
    const kept = answers.keep('k', data);
    expect(answers.get('k')).toBe(kept);
    expect(kept).toEqual({ json: '{"habits":[1,2]}' });
    data.habits.push(3);
    expect(answers.get('k')?.json).toBe('{"habits":[1,2]}');
    expect(answers.get('other')).toBeUndefined();
  });

  it('keeps at most maxSize of JSON, dropping the least recently used first', () => {
    const answers = new Answers({ maxSize: 100 });
    const payload = (n: number) => ({ text: 'x'.repeat(30), n });
    answers.keep('a', payload(1));
    answers.keep('b', payload(2));
    expect(answers.get('a')).toBeDefined();
    answers.keep('c', payload(3));
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')).toBeDefined();
    expect(answers.get('c')).toBeDefined();
    expect(answers.size).toBe(2);
  });

  it('makes an answer once for everyone who asks while it is made, then again when asked later', async () => {
    const answers = new Answers();
    let made = 0;
    let finish: (value: string) => void = () => undefined;
    const make = () => {
      made++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = answers.shared('k', make);
    const second = answers.shared('k', make);
    const other = answers.shared('other', () => Promise.resolve('other'));
    expect(made).toBe(1);
    finish('answer');
    expect(await Promise.all([first, second, other])).toEqual(['answer', 'answer', 'other']);
    expect(await answers.shared('k', () => Promise.resolve('again'))).toBe('again');
  });

  it('shares a failure with those who asked together, and tries again afterwards', async () => {
    const answers = new Answers();
    const failing = () => Promise.reject(new Error('the database is away'));
    const asked = [answers.shared('k', failing), answers.shared('k', failing)];
    for (const answer of asked) await expect(answer).rejects.toThrow('the database is away');
    expect(await answers.shared('k', () => Promise.resolve('back'))).toBe('back');
  });
});
