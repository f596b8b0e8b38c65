import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { ExportCard } from './ExportCard';

const download = vi.fn();
vi.mock('./transfer', () => ({
  downloadExport: (...args: unknown[]) => download(...args) as unknown,
}));

describe('Export data', () => {
  beforeEach(() => {
    download.mockReset();
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

  it('downloads the Loop backup (.db)', async () => {
    download.mockResolvedValue(undefined);
    renderScreen(<ExportCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Loop backup (.db)' }));
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
