import { act, configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, FakeXhr, serverError } from './admin-test-utils';
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

  it.each([
    [
      'a network failure',
      (x: FakeXhr) => {
        x.networkError();
      },
      'Unknown error',
    ],
    [
      'a timeout',
      (x: FakeXhr) => {
        x.timeOut();
      },
      'Request has expired',
    ],
    [
      'a 403 "Request has expired"',
      (x: FakeXhr) => {
        x.respond(403, { message: 'Request has expired', code: 'FORBIDDEN' });
      },
      'Request has expired',
    ],
    [
      'a 500',
      (x: FakeXhr) => {
        x.respond(500, { message: 'Oops' });
      },
      'Non 2xx',
    ],
  ])('shows SPEC’s text for %s in the dialog, and offers a retry', async (_what, fail, text) => {
    const user = userEvent.setup();
    const { calls } = setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = await xhrOpened();
    act(() => {
      fail(xhr);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(calls.some((c) => c.path === 'admin.createIcon')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    const again = await xhrOpened(2);
    expect(again.url).toBe('http://localhost/api/uploads/token2');
    act(() => {
      again.respond(200);
    });
    expect(await screen.findByText('Icon created successfully')).toBeInTheDocument();
  });

  it('a refused file shows "Non 2xx" with the server’s reason', async () => {
    const user = userEvent.setup();
    setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = await xhrOpened();
    act(() => {
      xhr.respond(400, { message: 'The file is not a valid SVG', code: 'BAD_REQUEST' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non 2xx');
    expect(alert).toHaveTextContent('The file is not a valid SVG');
  });

  it('retries by itself after 0, 1000, 3000 and 5000 ms (fake timers)', async () => {
    const user = userEvent.setup();
    setup({ retryDelays: [0, 1000, 3000, 5000] });
    await fillForm(user);
    vi.useFakeTimers();
    const tick = async (ms = 0) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    };
    const settle = async () => {
      for (let i = 0; i < 5; i++) await tick();
    };
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await settle();
    expect(FakeXhr.instances).toHaveLength(1);

    const fail = async () => {
      act(() => {
        FakeXhr.last().networkError();
      });
      await settle();
    };
    await fail(); // the first retry waits 0 ms
    expect(FakeXhr.instances).toHaveLength(2);
    for (const [delay, count] of [
      [1000, 3],
      [3000, 4],
      [5000, 5],
    ] as const) {
      await fail();
      expect(
        screen.getByText(`Unknown error. Retrying in ${delay / 1000} s (attempt ${count})...`),
      ).toBeInTheDocument();
      await tick(delay - 1);
      expect(FakeXhr.instances).toHaveLength(count - 1);
      await tick(1);
      await settle();
      expect(FakeXhr.instances).toHaveLength(count);
    }
    await fail();
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
    expect(FakeXhr.instances).toHaveLength(5);
  });

  it('a failed create shows "Failed to create icon" and the reason, and the dialog stays open', async () => {
    const user = userEvent.setup();
    const { onClose } = setup({
      handlers: {
        'admin.createIcon': () => {
          throw serverError('An icon with this name already exists', 'CONFLICT', 409);
        },
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = await xhrOpened();
    act(() => {
      xhr.respond(200);
    });
    expect(
      await screen.findByText('Failed to create icon. An icon with this name already exists'),
    ).toBeInTheDocument();
    expect(screen.getByText('An icon with this name already exists')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
