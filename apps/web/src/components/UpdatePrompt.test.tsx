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
      { once: true },
    );
  });
});
