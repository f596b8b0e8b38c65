import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, serverError } from '../../testing/api';
import { StopEmailRemindersScreen } from './StopEmailRemindersScreen';

describe("an email reminder's stop page", () => {
  it('changes nothing on opening; its button stops the emails and says so', async () => {
    const { calls } = renderWithApi(<StopEmailRemindersScreen token="tok" />, {
      handlers: { 'emailReminders.stop': () => ({ success: true }) },
    });
    expect(screen.getByRole('heading', { name: 'Stop email reminders' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Stop the emails' }));
    expect(
      await screen.findByText('Done: Taper will not email you reminders any more.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.input])).toEqual([
      ['emailReminders.stop', { token: 'tok' }],
    ]);
  });

  it("says the server's reason when the link was already used", async () => {
    const used =
      'This stop link was already used or has ended; turn email reminders off on Account instead';
    renderWithApi(<StopEmailRemindersScreen token="tok" />, {
      handlers: {
        'emailReminders.stop': () => {
          throw serverError(used, 'NOT_FOUND', 404);
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Stop the emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
  });
});
