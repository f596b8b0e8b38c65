import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { dismissToast, toast } from './toast-store';

/** jsdom lays nothing out: the toast list and the bottom bar get the heights a browser gives them. */
function withHeight(element: HTMLElement, height: number) {
  Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
}

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      dismissToast();
    });
  });

  it('shows one toast at a time at the bottom, above a bottom bar, and makes room for it', () => {
    const bar = document.createElement('div');
    bar.setAttribute('data-bottom-bar', '');
    withHeight(bar, 64);
    document.body.append(bar);
    Object.defineProperty(HTMLDivElement.prototype, 'offsetHeight', {
      configurable: true,
      get: () => 90,
    });
    try {
      render(<Toaster />);
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(region.className).not.toMatch(/\btop-/);
      expect(document.body.style.paddingBottom).toBe('');

      act(() => {
        toast({ title: 'First' });
        toast({ title: 'Saved', description: 'Entry logged successfully' });
      });
      expect(screen.queryByText('First')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Entry logged successfully');
      expect(region.style.bottom).toBe('64px');
      expect(region.className).toContain('md:max-w-[420px]');
      expect(document.body.style.paddingBottom).toBe('154px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('154px');

      act(() => {
        dismissToast();
      });
      expect(screen.getByRole('status').textContent).toBe('');
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      bar.remove();
      Reflect.deleteProperty(HTMLDivElement.prototype, 'offsetHeight');
    }
  });

  it('has its status region before any text, and a failure is an alert outside it', () => {
    render(<Toaster />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => {
      toast({
        title: 'Saved',
        description: 'Coffee logged',
        action: { label: 'Undo', onClick: vi.fn() },
      });
    });
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('SavedCoffee logged');
    // A failure is an alert of its own, not also a status.
    act(() => {
      toast({ title: 'Failed', variant: 'destructive' });
    });
    expect(status.textContent).toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });

  it('waits while hovered or focused, then closes after the time it had left', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Saved', duration: 5000, action: { label: 'Undo', onClick: vi.fn() } });
      });
      const item = screen.getByRole('listitem');
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      fireEvent.mouseEnter(item);
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('Saved', { selector: 'p.font-semibold' })).toBeInTheDocument();
      fireEvent.mouseLeave(item);
      act(() => {
        vi.advanceTimersByTime(1900);
      });
      expect(screen.queryByRole('listitem')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

      act(() => {
        toast({ title: 'Again', duration: 5000, action: { label: 'Undo', onClick: vi.fn() } });
      });
      act(() => {
        screen.getByRole('button', { name: 'Undo' }).focus();
      });
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is reached by Alt+T, and gives focus back to the control used when it goes', () => {
    render(
      <>
        <button type="button">Log</button>
        <Toaster />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Log' });
    opener.focus();
    act(() => {
      toast({ title: 'Saved', action: { label: 'Undo', onClick: vi.fn() } });
    });
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Alt+T');
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT', key: 't' });
    expect(undo).toHaveFocus();
    // Undo's own toast replaces this one: focus goes back to the control the user logged with.
    act(() => {
      toast({ title: 'Restored' });
    });
    expect(opener).toHaveFocus();

    act(() => {
      toast({ title: 'Saved again', action: { label: 'Undo', onClick: vi.fn() } });
    });
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT', key: 't' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
