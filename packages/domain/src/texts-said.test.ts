import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { serverI18n } from './i18n';
import { say } from './texts';

const STATUS = {
  id: 'day.status',
  message:
    '{status, select, success {on target} over {over target} warning {warning} skipped {skipped} other {}}',
};

describe('what say keeps', () => {
  it("formats a message once per values through the server's texts, and says the same after", () => {
    const texts = serverI18n('de');
    const format = vi.spyOn(texts, '_');
    const first = say(texts, STATUS, { status: 'over' });
    const again = say(texts, STATUS, { status: 'over' });
    expect(again).toBe(first);
    expect(format).toHaveBeenCalledTimes(1);
    expect(say(texts, STATUS, { status: 'success' })).not.toBe(first);
    expect(format).toHaveBeenCalledTimes(2);
    format.mockRestore();
  });

  it('keeps each language apart', () => {
    const english = say(serverI18n('en'), STATUS, { status: 'over' });
    expect(english).toBe('over target');
    expect(say(serverI18n('de'), STATUS, { status: 'over' })).not.toBe(english);
    expect(say(serverI18n('en'), STATUS, { status: 'over' })).toBe('over target');
  });

  it('keeps nothing said through texts whose catalog may change', () => {
    const texts = setupI18n({ locale: 'en', messages: { en: {} } });
    const format = vi.spyOn(texts, '_');
    say(texts, STATUS, { status: 'over' });
    say(texts, STATUS, { status: 'over' });
    expect(format).toHaveBeenCalledTimes(2);
  });
});
