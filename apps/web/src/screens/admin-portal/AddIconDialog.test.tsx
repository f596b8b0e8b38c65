import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@taper/ui';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddIconDialog } from './AddIconDialog';
import {
  createFakeXhr,
  FakeXhr,
  icon,
  renderWithApi,
  serverError,
  svgFile,
  type Handlers,
} from './admin-test-utils';

// The machine is shared and jsdom is slow: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const createdIcon = icon({ id: 'zen_mode', category: 'health', isBuiltIn: 'false' });

function setup({
  handlers = {},
  retryDelays = [],
  onClose = vi.fn(),
}: { handlers?: Handlers; retryDelays?: number[]; onClose?: () => void } = {}) {
  let n = 0;
  const all: Handlers = {
    'admin.uploadUrl': () => ({ uploadURL: `http://localhost/api/uploads/token${++n}` }),
    'admin.createIcon': () => createdIcon,
    ...handlers,
  };
  const utils = renderWithApi(
    <AddIconDialog
      open
      onClose={onClose}
      icons={[icon({ id: 'coffee' })]}
      uploadTuning={{ retryDelays, createXhr: createFakeXhr }}
    />,
    { handlers: all },
  );
  return { ...utils, onClose };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, file = svgFile('zen.svg', 2000)) {
  await user.type(screen.getByLabelText('Icon name'), 'zen_mode');
  await user.selectOptions(screen.getByLabelText('Category'), 'health');
  await user.selectOptions(screen.getByLabelText('Tier'), 'PREMIUM');
  await user.upload(screen.getByLabelText('SVG file'), file);
  return file;
}

/** Waits until the PUT has been opened. */
async function xhrOpened(count = 1) {
  await waitFor(() => {
    expect(FakeXhr.instances).toHaveLength(count);
  });
  return FakeXhr.last();
}

describe('Add New Icon dialog', () => {
  beforeEach(() => {
    FakeXhr.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => {
      dismissToast();
    });
  });

  it('has the icon name (example custom_icon), display name, the 10 categories, the tier and an SVG-only file input', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Add New Icon' });
    expect(within(dialog).getByLabelText('Icon name')).toHaveAttribute(
      'placeholder',
      'custom_icon',
    );
    expect(within(dialog).getByLabelText('Display name')).toBeInTheDocument();
    const categories = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .filter((o) => o.getAttribute('value'))
      .map((o) => o.textContent);
    expect(categories).toEqual([
      'Beverages',
      'Food & Diet',
      'Technology',
      'Social Media',
      'Communication',
      'Health',
      'Mental Patterns',
      'Lifestyle',
      'Financial',
      'Work & Productivity',
    ]);
    expect(
      within(screen.getByLabelText('Tier'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['FREE', 'PREMIUM']);
    const input = screen.getByLabelText('SVG file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.svg,image/svg+xml');
    expect(input).not.toHaveAttribute('multiple');
  });

  it('refuses other file types, files over 1,048,576 bytes and more than one file; nothing uploads by itself', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = setup();
    await user.type(screen.getByLabelText('Icon name'), 'zen_mode');
    await user.selectOptions(screen.getByLabelText('Category'), 'health');
    const input = screen.getByLabelText('SVG file');

    await user.upload(input, svgFile('photo.png', 100, 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only .svg files can be uploaded');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    await user.upload(input, svgFile('big.svg', 1048577));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 1 MB');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    fireEvent.change(input, { target: { files: [svgFile('a.svg'), svgFile('b.svg')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('You can only upload 1 file');

    await user.upload(input, svgFile('ok.svg', 1048576));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('ok.svg')).toBeInTheDocument();
    // No auto-start: picking a file asks for nothing until Upload is pressed.
    expect(calls.filter((c) => c.path === 'admin.uploadUrl')).toHaveLength(0);
    expect(FakeXhr.instances).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('flags a taken or malformed icon name before uploading', async () => {
    const user = userEvent.setup();
    setup();
    const name = screen.getByLabelText('Icon name');
    await user.type(name, 'coffee');
    expect(screen.getByText('An icon with this name already exists')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Bad Name');
    expect(screen.getByText(/Icon names use a-z, 0-9 and _/)).toBeInTheDocument();
  });

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
