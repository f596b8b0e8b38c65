import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/api';
import { habit } from '../../testing/fixtures';
import { CheckInBanner } from './CheckInBanner';

const coffee = habit({ id: 7, name: 'Coffee' });
const tea = habit({ id: 8, name: 'Tea' });
const BANNER = "You didn't log yesterday — log it now";

afterEach(() => {
  localStorage.clear();
});

describe("the summary's check-in banner", () => {
  it('names the habits the server says are unlogged, and opens the first on yesterday', async () => {
    const onLog = vi.fn();
    renderWithApi(
      <CheckInBanner
        yesterday={{ date: '2025-03-14', unloggedHabitIds: [8, 7] }}
        habits={[coffee, tea]}
        onLog={onLog}
      />,
      { handlers: {} },
    );
    expect(screen.getByRole('region', { name: BANNER })).toHaveTextContent(
      'Still to log for yesterday: Tea, Coffee',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log yesterday for Tea' }));
    expect(onLog).toHaveBeenCalledWith(tea, '2025-03-14');
  });

  it('is not shown when yesterday is logged', () => {
    renderWithApi(
      <CheckInBanner
        yesterday={{ date: '2025-03-14', unloggedHabitIds: [] }}
        habits={[coffee, tea]}
        onLog={vi.fn()}
      />,
      { handlers: {} },
    );
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it("'Not now' hides it for that day only, on this device", async () => {
    const props = { habits: [coffee], onLog: vi.fn() };
    const first = renderWithApi(
      <CheckInBanner yesterday={{ date: '2025-03-14', unloggedHabitIds: [7] }} {...props} />,
      { handlers: {} },
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Hide this reminder until tomorrow' }),
    );
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
    first.unmount();
    const again = renderWithApi(
      <CheckInBanner yesterday={{ date: '2025-03-14', unloggedHabitIds: [7] }} {...props} />,
      { handlers: {} },
    );
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
    again.unmount();
    renderWithApi(
      <CheckInBanner yesterday={{ date: '2025-03-15', unloggedHabitIds: [7] }} {...props} />,
      { handlers: {} },
    );
    expect(screen.getByRole('region', { name: BANNER })).toBeInTheDocument();
  });
});
