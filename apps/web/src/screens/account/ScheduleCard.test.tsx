import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
