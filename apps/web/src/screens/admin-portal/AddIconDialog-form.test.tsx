import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, FakeXhr, svgFile } from './admin-test-utils';
import { setup } from './add-icon-test-utils';

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
});
