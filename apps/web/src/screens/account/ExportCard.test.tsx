import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { ExportCard } from './ExportCard';

const download = vi.fn();
const check = vi.fn();
vi.mock('./transfer', () => ({
  downloadExport: (...args: unknown[]) => download(...args) as unknown,
  checkLoopExport: () => check() as unknown,
}));

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
    renderScreen(<ExportCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV (zip)' }));
    expect(download).toHaveBeenCalledWith('csv');
    expect(screen.getByRole('button', { name: 'Preparing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Download CSV (zip)' })).toBeEnabled();
  });

  it('downloads the Loop backup (.db) at once when it leaves nothing out', async () => {
    download.mockResolvedValue(undefined);
    renderScreen(<ExportCard />);
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
    renderScreen(<ExportCard />);
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
    renderScreen(<ExportCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(download).toHaveBeenCalledWith('json');
    expect(await screen.findByText('The export could not be downloaded')).toBeInTheDocument();
  });
});
