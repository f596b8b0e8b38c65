import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadStatus, uploadProgress } from './UploadStatus';

describe('uploadProgress', () => {
  it('reads each state in progress as a percentage and a status line', () => {
    expect(uploadProgress({ status: 'preparing', attempt: 1 }, false)).toEqual({
      percent: 0,
      label: 'Preparing upload...',
    });
    expect(uploadProgress({ status: 'uploading', attempt: 1, loaded: 1, total: 3 }, false)).toEqual(
      { percent: 33, label: 'Uploading... 33%' },
    );
    expect(uploadProgress({ status: 'uploading', attempt: 1, loaded: 0, total: 0 }, false)).toEqual(
      { percent: 0, label: 'Uploading... 0%' },
    );
    expect(
      uploadProgress(
        { status: 'retrying', attempt: 2, delayMs: 1000, error: 'Unknown error' },
        false,
      ).label,
    ).toBe('Unknown error. Retrying in 1 s (attempt 2)...');
    expect(
      uploadProgress({ status: 'retrying', attempt: 2, delayMs: 0, error: 'Non 2xx' }, false).label,
    ).toBe('Non 2xx. Retrying now (attempt 2)...');
    expect(uploadProgress({ status: 'success', filePath: undefined }, true)).toEqual({
      percent: 100,
      label: 'Uploaded. Creating the icon...',
    });
    expect(uploadProgress({ status: 'success', filePath: undefined }, false).label).toBe(
      'Uploaded.',
    );
  });
});

describe('UploadStatus', () => {
  it('shows nothing while idle', () => {
    const { container } = render(
      <UploadStatus state={{ status: 'idle' }} creating={false} onCancel={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Cancel upload while uploading, with the progress bar', async () => {
    const onCancel = vi.fn();
    render(
      <UploadStatus
        state={{ status: 'uploading', attempt: 1, loaded: 1, total: 2 }}
        creating={false}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows an error with its detail, and no Cancel upload once uploaded', () => {
    const { rerender } = render(
      <UploadStatus
        state={{ status: 'error', message: 'Non 2xx', detail: 'Not an SVG' }}
        creating={false}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Non 2xxNot an SVG');
    rerender(
      <UploadStatus
        state={{ status: 'success', filePath: undefined }}
        creating
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
  });
});
