import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, serverError } from '../../testing/api';
import { testUser } from '../../testing/render';
import { EmailReminderCard } from './EmailReminderCard';

const LABEL = "Email me if I haven't logged by …";
const sentTo = (all: { path: string; input: unknown }[]) =>
  all.filter((call) => call.path === 'auth.updatePreferences').map((call) => call.input);

describe('Account → Email reminder', () => {
  it('turns on with a time from the keyboard, says so, and turns off with null', async () => {
    const { calls } = renderWithApi(<EmailReminderCard />, {
      handlers: {
        'auth.updatePreferences': (input) => ({ ...testUser, ...(input as object) }),
      },
    });
    expect(
      screen.getByText(/only on days with nothing logged, to ada@example\.com\./),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: LABEL });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    const time = screen.getByLabelText('Time');
    expect(time).toHaveValue('21:00');
    await userEvent.clear(time);
    await userEvent.type(time, '20:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save email reminder' }));
    expect(
      await screen.findByText('Saved: you get an email at 20:30 on days with nothing logged.'),
    ).toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save email reminder' }));
    expect(await screen.findByText('Saved: no email reminders.')).toBeInTheDocument();
    await waitFor(() => {
      expect(sentTo(calls)).toEqual([
        { emailReminder: { time: '20:30' } },
        { emailReminder: null },
      ]);
    });
  });

  it('shows a saved reminder as on, with its time', () => {
    renderWithApi(<EmailReminderCard />, {
      handlers: {},
      user: { ...testUser, emailReminder: { time: '19:15' } },
    });
    expect(screen.getByRole('switch', { name: LABEL })).toBeChecked();
    expect(screen.getByLabelText('Time')).toHaveValue('19:15');
  });

  it('refuses an empty time before asking the server, and shows the server refusal', async () => {
    const { calls } = renderWithApi(<EmailReminderCard />, {
      handlers: {
        'auth.updatePreferences': () => {
          throw serverError(
            'This server has no mail server configured (SMTP_URL), so it cannot email you reminders',
            'CONFLICT',
            409,
          );
        },
      },
    });
    await userEvent.click(screen.getByRole('switch', { name: LABEL }));
    await userEvent.clear(screen.getByLabelText('Time'));
    await userEvent.click(screen.getByRole('button', { name: 'Save email reminder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a time such as 21:00.');
    expect(sentTo(calls)).toEqual([]);
    await userEvent.type(screen.getByLabelText('Time'), '21:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save email reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This server has no mail server configured (SMTP_URL), so it cannot email you reminders',
    );
  });

  it('offers nothing that could not arrive where the server sends no mail', () => {
    renderWithApi(<EmailReminderCard />, {
      handlers: {},
      user: { ...testUser, emailReminderAvailable: false },
    });
    expect(
      screen.getByText(
        'This server does not send email, so it cannot email you reminders. Use the daily check-in on your devices instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
