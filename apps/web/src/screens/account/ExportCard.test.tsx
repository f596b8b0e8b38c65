import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Handlers } from '../../testing/api';
import { ExportCard } from './ExportCard';

const download = vi.fn();
const check = vi.fn();
vi.mock('./transfer', () => ({
  downloadExport: (...args: unknown[]) => download(...args) as unknown,
  checkLoopExport: () => check() as unknown,
}));

const ALCOHOL = {
  id: 3,
  name: 'Alcohol',
  color: null,
  position: 1,
  collapsed: false,
  budget: { period: 'week', limit: 14 },
};
const NO_GROUPS_NOTE = 'Loop has no groups: your habits are exported without them.';

/** The card for a user with these groups (none unless given). */
function renderCard(groups: unknown[] = []) {
  const handlers: Handlers = { 'groups.list': () => groups };
  return renderWithApi(<ExportCard />, { handlers });
}

const LEFT_OUT =
  'The Loop backup leaves out 2 days Loop cannot hold: 2 days before 1 January 1970.';

describe('Export data', () => {
  beforeEach(() => {
    download.mockReset();
    check.mockReset();
    check.mockResolvedValue({ message: null });
  });

  it('downloads JSON or the CSV zip, one at a time', async () => {
    let finish: () => void = () => undefined;
    download.mockReturnValue(
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV (zip)' }));
    expect(download).toHaveBeenCalledWith('csv');
    // While it runs both do nothing, yet focus stays on the pressed one (aria-disabled).
    const preparing = screen.getByRole('button', { name: 'Preparing...' });
    expect(preparing).toHaveAttribute('aria-disabled', 'true');
    expect(preparing).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(download).toHaveBeenCalledTimes(1);
    finish();
    const again = await screen.findByRole('button', { name: 'Download CSV (zip)' });
    expect(again).not.toHaveAttribute('aria-disabled');
  });

  it('downloads the Loop backup (.db) at once when it leaves nothing out', async () => {
    download.mockResolvedValue(undefined);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Download Loop backup (.db)' }));
    expect(check).toHaveBeenCalledOnce();
    await vi.waitFor(() => {
      expect(download).toHaveBeenCalledWith('loop');
    });
    expect(screen.queryByRole('button', { name: 'Download anyway' })).not.toBeInTheDocument();
  });

  it('says how many days the Loop backup leaves out before the download, and downloads once asked', async () => {
    download.mockResolvedValue(undefined);
    check.mockResolvedValue({ message: LEFT_OUT });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Download Loop backup (.db)' }));
    expect(await screen.findByText(LEFT_OUT)).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(LEFT_OUT)).not.toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download Loop backup (.db)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download anyway' }));
    expect(download).toHaveBeenCalledWith('loop');
  });

  it('says so when the download fails', async () => {
    download.mockRejectedValue(new Error('429'));
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(download).toHaveBeenCalledWith('json');
    expect(await screen.findByText('The export could not be downloaded')).toBeInTheDocument();
  });

  it('says Loop has no groups when the user has some, and nothing of groups when none', async () => {
    const { unmount } = renderCard([ALCOHOL]);
    expect(await screen.findByText(NO_GROUPS_NOTE)).toBeInTheDocument();
    unmount();
    const { calls } = renderCard([]);
    await vi.waitFor(() => {
      expect(calls.map((call) => call.path)).toContain('groups.list');
    });
    expect(await screen.findByRole('button', { name: 'Download JSON' })).toBeEnabled();
    expect(screen.queryByText(NO_GROUPS_NOTE)).not.toBeInTheDocument();
  });
});
