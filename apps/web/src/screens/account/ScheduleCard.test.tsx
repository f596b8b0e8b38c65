import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { renderWithApi } from '../../testing/api';
import { testUser } from '../../testing/render';
import { ScheduleCard } from './ScheduleCard';

describe('Account → week and day', () => {
  it('shows Monday and midnight by default, and saves Sunday and 3 a.m. at once', async () => {
    const { calls } = renderWithApi(<ScheduleCard />, {
      handlers: {
        'auth.updatePreferences': (input) => ({ ...testUser, ...(input as object) }),
      },
    });
    const group = screen.getByRole('radiogroup', { name: 'Week starts on' });
    expect(screen.getByRole('radio', { name: 'Monday' })).toBeChecked();
    expect(group).toHaveTextContent('Sunday');
    const dayEnd = screen.getByRole('combobox', { name: 'My day ends at' });
    expect(dayEnd).toHaveValue('0');
    expect(dayEnd).toHaveTextContent('Midnight');
    expect(dayEnd).toHaveTextContent('6 a.m.');

    await userEvent.click(screen.getByRole('radio', { name: 'Sunday' }));
    await waitFor(() => {
      expect(screen.getByText('Saved.')).toBeInTheDocument();
    });
    await userEvent.selectOptions(dayEnd, '3');
    await waitFor(() => {
      expect(calls.filter((call) => call.path === 'auth.updatePreferences')).toHaveLength(2);
    });
    const sent = calls.filter((call) => call.path === 'auth.updatePreferences').map((c) => c.input);
    expect(sent).toEqual([{ weekStart: 'sunday' }, { dayEndsAtHour: 3 }]);
  });

  it("keeps the account's time zone, and moves it to this device's only when asked", async () => {
    const zone = vi.spyOn(browser, 'timeZone');
    zone.mockReturnValue('America/New_York');
    const { calls } = renderWithApi(<ScheduleCard />, {
      handlers: {
        'auth.updatePreferences': (input) => ({ ...testUser, ...(input as object) }),
      },
    });
    expect(screen.getByText('Your days follow UTC.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'auth.updatePreferences')).toEqual([]);
    await userEvent.click(
      screen.getByRole('button', { name: "Use this device's time zone (America/New_York)" }),
    );
    await waitFor(() => {
      expect(screen.getByText('Saved.')).toBeInTheDocument();
    });
    expect(
      calls.filter((call) => call.path === 'auth.updatePreferences').map((c) => c.input),
    ).toEqual([{ timezone: 'America/New_York' }]);
  });

  it('offers no zone change when this device is in the account’s zone', () => {
    vi.spyOn(browser, 'timeZone').mockReturnValue('UTC');
    renderWithApi(<ScheduleCard />, { handlers: {} });
    expect(screen.getByText('Your days follow UTC.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /this device's time zone/ }),
    ).not.toBeInTheDocument();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
