import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog, Modal } from './Dialog';

/** A dialog whose action button goes away while it saves (an Upload replaced by its progress). */
function UploadDialog() {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open busy={busy} title="Add icon" onClose={() => undefined}>
      <input aria-label="Name" />
      {!busy && (
        <button
          type="button"
          onClick={() => {
            setBusy(true);
          }}
        >
          Upload
        </button>
      )}
    </Modal>
  );
}

function activeName(): string {
  const active = document.activeElement;
  if (!active || active === document.body) return 'BODY';
  return `${active.tagName} ${active.getAttribute('role') ?? ''}`.trim();
}

describe('Modal', () => {
  it('keeps focus in the dialog when its saving removes the focused button, and says Saving…', async () => {
    render(<UploadDialog />);
    const upload = await screen.findByRole('button', { name: 'Upload' });
    act(() => {
      upload.focus();
    });
    fireEvent.click(upload);
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    const dialog = screen.getByRole('dialog');
    // Not on the page's body: on the dialog's panel, inside the dialog.
    expect(activeName()).not.toBe('BODY');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
  });

  it('says nothing while idle', async () => {
    render(<UploadDialog />);
    await screen.findByRole('button', { name: 'Upload' });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('ConfirmDialog', () => {
  it('keeps its pending action focusable (aria-disabled, not disabled) and does not run it twice', async () => {
    let confirmed = 0;
    render(
      <ConfirmDialog
        open
        pending
        title="Revoke token"
        description="It stops working at once."
        confirmLabel="Revoke"
        onConfirm={() => {
          confirmed += 1;
        }}
        onCancel={() => undefined}
      />,
    );
    const revoke = await screen.findByRole('button', { name: 'Revoke' });
    act(() => {
      revoke.focus();
    });
    fireEvent.click(revoke);
    expect(revoke.hasAttribute('disabled')).toBe(false);
    expect(revoke.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(revoke);
    expect(confirmed).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
  });
});
