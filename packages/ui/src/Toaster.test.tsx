import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
    Object.defineProperty(HTMLOListElement.prototype, 'offsetHeight', {
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
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      bar.remove();
      Reflect.deleteProperty(HTMLOListElement.prototype, 'offsetHeight');
    }
  });
});
