/** What the Add New Icon dialog tests share: the dialog rendered over the fake API, and its form. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { AddIconDialog } from './AddIconDialog';
import {
  createFakeXhr,
  FakeXhr,
  icon,
  renderWithApi,
  svgFile,
  type Handlers,
} from './admin-test-utils';

export const createdIcon = icon({ id: 'zen_mode', category: 'health', isBuiltIn: 'false' });

/** Renders the open dialog over the fake API (`handlers` replace its answers) and its onClose. */
export function setup({
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

/** Fills the form for zen_mode (health, PREMIUM) and picks `file`. */
export async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  file = svgFile('zen.svg', 2000),
) {
  await user.type(screen.getByLabelText('Icon name'), 'zen_mode');
  await user.selectOptions(screen.getByLabelText('Category'), 'health');
  await user.selectOptions(screen.getByLabelText('Tier'), 'PREMIUM');
  await user.upload(screen.getByLabelText('SVG file'), file);
  return file;
}

/** Waits until the PUT has been opened. */
export async function xhrOpened(count = 1) {
  await waitFor(() => {
    expect(FakeXhr.instances).toHaveLength(count);
  });
  return FakeXhr.last();
}
