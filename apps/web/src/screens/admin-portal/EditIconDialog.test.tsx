import { dismissToast } from '@taper/ui';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { icon, renderWithApi, serverError, type Handlers } from './admin-test-utils';
import { EditIconDialog } from './EditIconDialog';

configure({ asyncUtilTimeout: 5000 });

const builtIn = icon({ id: 'beer', category: 'beverage', tier: 'FREE', isBuiltIn: 'true' });
const uploaded = icon({
  id: 'zen_mode',
  name: 'zen_mode',
  displayName: 'Zen Mode',
  category: 'health',
  tier: 'PREMIUM',
  isBuiltIn: 'false',
});

function setup(target = builtIn, handlers: Handlers = {}) {
  const onClose = vi.fn();
  const utils = renderWithApi(<EditIconDialog icon={target} onClose={onClose} />, {
    handlers: {
      'admin.setIconTier': (input) => ({ ...target, ...(input as object) }),
      'admin.updateIcon': (input) => ({ ...target, ...(input as object) }),
      'admin.deleteIcon': () => ({ success: true }),
      'admin.icons': () => [],
      'icons.list': () => [],
      ...handlers,
    },
  });
  return { ...utils, onClose };
}

afterEach(() => {
  act(() => {
    dismissToast();
  });
});

describe('Edit Icon dialog, built-in icon', () => {
  it('changes only tier, category and visibility through admin.setIconTier', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = setup();
    expect(screen.getByRole('dialog', { name: 'Edit Icon' })).toBeInTheDocument();
    expect(screen.getByLabelText('Icon name')).toBeDisabled();
    expect(screen.getByLabelText('Display name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Tier'), 'PREMIUM');
    await user.selectOptions(screen.getByLabelText('Category'), 'food');
    await user.selectOptions(screen.getByLabelText('Visibility'), 'disabled');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Icon tier updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'admin.setIconTier')?.input).toEqual({
      id: 'beer',
      tier: 'PREMIUM',
      category: 'food',
      visibility: 'disabled',
    });
    expect(calls.some((c) => c.path === 'admin.updateIcon')).toBe(false);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server message when the tier update fails, else "Failed to update icon tier"', async () => {
    const user = userEvent.setup();
    setup(builtIn, {
      'admin.setIconTier': () => {
        throw serverError('Icon not found', 'NOT_FOUND', 404);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Icon not found')).toBeInTheDocument();
  });

  it('falls back to "Failed to update icon tier" without a server message', async () => {
    const user = userEvent.setup();
    setup(builtIn, {
      'admin.setIconTier': () => {
        throw serverError('', 'INTERNAL_SERVER_ERROR', 500);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update icon tier')).toBeInTheDocument();
  });
});

describe('Edit Icon dialog, uploaded icon', () => {
  it('also edits name and display name through admin.updateIcon', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = setup(uploaded);
    const name = screen.getByLabelText('Icon name');
    expect(name).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'calm');
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'Calm');
    await user.selectOptions(screen.getByLabelText('Category'), 'mental');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Icon updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'admin.updateIcon')?.input).toEqual({
      id: 'zen_mode',
      name: 'calm',
      displayName: 'Calm',
      category: 'mental',
      tier: 'PREMIUM',
    });
    // Visibility unchanged: no tier call.
    expect(calls.some((c) => c.path === 'admin.setIconTier')).toBe(false);
    expect(onClose).toHaveBeenCalled();
  });

  it('hiding an uploaded icon also sets its visibility', async () => {
    const user = userEvent.setup();
    const { calls } = setup(uploaded);
    await user.selectOptions(screen.getByLabelText('Visibility'), 'disabled');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Icon updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'admin.setIconTier')?.input).toEqual({
      id: 'zen_mode',
      tier: 'PREMIUM',
      category: 'health',
      visibility: 'disabled',
    });
  });

  it('keeps focus on Save while it saves, and says Saving', async () => {
    const user = userEvent.setup();
    // The server has not answered yet.
    setup(uploaded, { 'admin.updateIcon': () => new Promise(() => undefined) });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveFocus();
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).not.toBeDisabled();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Saving…');
  });

  it('refuses a malformed name before calling the API', async () => {
    const user = userEvent.setup();
    const { calls } = setup(uploaded);
    await user.clear(screen.getByLabelText('Icon name'));
    await user.type(screen.getByLabelText('Icon name'), 'Not Valid');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(calls.some((c) => c.path === 'admin.updateIcon')).toBe(false);
  });

  it('"Failed to update icon" when the update fails', async () => {
    const user = userEvent.setup();
    const { onClose } = setup(uploaded, {
      'admin.updateIcon': () => {
        throw serverError('An icon with this name already exists', 'CONFLICT', 409);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update icon. An icon with this name already exists'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be deleted after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = setup(uploaded);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.path === 'admin.deleteIcon')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Permanently' }));
    expect(await screen.findByText('Icon deleted successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'admin.deleteIcon')?.input).toEqual({ id: 'zen_mode' });
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
  });

  it('"Failed to delete icon" when the delete fails', async () => {
    const user = userEvent.setup();
    setup(uploaded, {
      'admin.deleteIcon': () => {
        throw serverError('Icon not found', 'NOT_FOUND', 404);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete Permanently' }));
    expect(await screen.findByText('Failed to delete icon. Icon not found')).toBeInTheDocument();
  });
});
