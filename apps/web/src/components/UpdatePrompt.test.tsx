import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../lib/service-worker';
import { UpdatePrompt } from './UpdatePrompt';

/** A worker as the page sees it: its state, the messages it is sent, its statechange listeners. */
function fakeWorker(state: string) {
  const listeners: (() => void)[] = [];
  return {
    state,
    postMessage: vi.fn(),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    become(next: string) {
      this.state = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('UpdatePrompt', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('appears once a new version has installed behind the one in control; Reload switches', async () => {
    const onUpdateFound: (() => void)[] = [];
    const installing = fakeWorker('installing');
    const registration = {
      waiting: null,
      installing,
      addEventListener: (_type: string, listener: () => void) => onUpdateFound.push(listener),
    };
    const container = {
      controller: {},
      register: vi.fn(() => Promise.resolve(registration)),
      addEventListener: vi.fn(),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });

    render(<UpdatePrompt />);
    registerServiceWorker('/sw.js');
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    act(() => {
      for (const listener of onUpdateFound) listener();
      installing.become('installed');
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(container.addEventListener).toHaveBeenCalledWith(
      'controllerchange',
      expect.any(Function),
    );
  });

  it("closes in a tab whose new version was switched to by another tab's Reload", async () => {
    const controllerChanges: (() => void)[] = [];
    const waiting = fakeWorker('installed');
    const registration = { waiting, installing: null, addEventListener: vi.fn() };
    const container = {
      controller: {},
      register: vi.fn(() => Promise.resolve(registration)),
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'controllerchange') controllerChanges.push(listener);
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    // A tab of its own: this one has not pressed Reload.
    vi.resetModules();
    const fresh = await import('../lib/service-worker');
    const { UpdatePrompt: FreshPrompt } = await import('./UpdatePrompt');

    render(<FreshPrompt />);
    fresh.registerServiceWorker('/sw.js');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    // The other tab's Reload: the waiting worker activates and controls this tab too.
    act(() => {
      waiting.become('activated');
      for (const listener of controllerChanges) listener();
    });
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('stays away, with no error, where registering answers no registration (a blocked worker)', async () => {
    const container = {
      controller: null,
      register: vi.fn(() => Promise.resolve(undefined)),
      addEventListener: vi.fn(),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    // A tab of its own, with no version waiting from the tests before.
    vi.resetModules();
    const fresh = await import('../lib/service-worker');
    const { UpdatePrompt: FreshPrompt } = await import('./UpdatePrompt');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(<FreshPrompt />);
      fresh.registerServiceWorker('/sw.js');
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
      expect(unhandled).not.toHaveBeenCalled();
      expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
