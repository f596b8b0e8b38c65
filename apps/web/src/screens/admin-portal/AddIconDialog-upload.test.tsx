import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, FakeXhr } from './admin-test-utils';
import { fillForm, setup, xhrOpened } from './add-icon-test-utils';

// The machine is shared and jsdom is slow: give async queries room.
configure({ asyncUtilTimeout: 5000 });

describe('Add New Icon dialog', () => {
  beforeEach(() => {
    FakeXhr.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
    dismissToasts();
  });

  it('Cancel upload aborts the request; nothing is created and Upload works again', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = await xhrOpened();
    act(() => {
      xhr.progress(500, 2000);
    });
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'admin.createIcon')).toBe(false);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('closing the dialog mid-upload aborts the request', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = await xhrOpened();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.some((c) => c.path === 'admin.createIcon')).toBe(false);
    // The parent closes the dialog: unmounting the form aborts the PUT.
    expect(xhr.aborted).toBe(false);
  });

  // Not first: the first dialog a page opens does not yet keep focus in itself when a control
  // goes away under it (Headless UI's first mount), which this test checks.
  it('uploads with a visible progress bar, then creates the icon with the right body', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = setup();
    const file = await fillForm(user);
    expect(screen.getByLabelText('Display name')).toHaveValue('Zen Mode');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = await xhrOpened();
    expect(calls.find((c) => c.path === 'admin.uploadUrl')?.input).toEqual({
      category: 'health',
      fileName: 'zen_mode.svg',
    });
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('http://localhost/api/uploads/token1');
    expect(xhr.headers['content-type']).toBe('image/svg+xml');
    expect(xhr.body).toBe(file);

    act(() => {
      xhr.progress(1000, 2000);
    });
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading... 50%')).toBeInTheDocument();
    // The fields are locked while the file is on its way.
    expect(screen.getByLabelText('Icon name')).toBeDisabled();
    // Upload went away under focus: focus stays in the dialog, not on the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    act(() => {
      xhr.respond(200, { success: true, filePath: '/icons/health/zen_mode.svg' });
    });
    await waitFor(() => {
      expect(calls.some((c) => c.path === 'admin.createIcon')).toBe(true);
    });
    expect(calls.find((c) => c.path === 'admin.createIcon')?.input).toEqual({
      name: 'zen_mode',
      displayName: 'Zen Mode',
      category: 'health',
      tier: 'PREMIUM',
      filePath: '/icons/health/zen_mode.svg',
      isBuiltIn: 'false',
    });
    expect(await screen.findByText('Icon created successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
