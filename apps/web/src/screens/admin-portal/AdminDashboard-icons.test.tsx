import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AdminDashboard from './AdminDashboard';
import { dashboardHandlers, dismissToasts, ICONS, renderWithApi } from './admin-test-utils';

configure({ asyncUtilTimeout: 5000 });

afterEach(dismissToasts);

describe('admin dashboard', () => {
  it('Icon Settings: read-only counts from the built-in lists, free and premium icons by category', async () => {
    const user = userEvent.setup();
    renderWithApi(<AdminDashboard />, { handlers: dashboardHandlers() });
    await user.click(await screen.findByRole('tab', { name: 'Icon Settings' }));
    const count = (label: string) => screen.getByText(label).parentElement!;
    expect(await screen.findByText('Total icons')).toBeInTheDocument();
    // Built-ins only: 5 (the uploaded zen_mode is not counted).
    expect(count('Total icons')).toHaveTextContent('5');
    expect(count('Free icons')).toHaveTextContent('2');
    expect(count('Premium icons')).toHaveTextContent('2');
    expect(count('Disabled')).toHaveTextContent('1');
    expect(count('Categories')).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Free icons: Beverages' })).toHaveTextContent(
      'BeerCoffee',
    );
    expect(screen.getByRole('region', { name: 'Premium icons: Technology' })).toHaveTextContent(
      'Laptop',
    );
    expect(screen.queryByText('Zen Mode')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('Icon Management: FREE, PREMIUM, DISABLED then category; a click re-enables a disabled icon', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<AdminDashboard />, {
      handlers: dashboardHandlers({
        'admin.setIconTier': (input) => ({ ...ICONS[4], ...(input as object), tier: 'PREMIUM' }),
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Icon Management' }));
    await screen.findByText('Icon Library');
    const headings = screen
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent.replace(/\d+$/, ''));
    expect(headings).toEqual(['FREE', 'PREMIUM', 'DISABLED']);
    expect(screen.getByRole('group', { name: 'PREMIUM Beverages' })).toHaveTextContent('Wine');
    expect(screen.getByRole('group', { name: 'PREMIUM Mental Patterns' })).toHaveTextContent(
      'Zen Mode',
    );

    const cigar = screen.getByRole('button', { name: 'Enable Cigar' });
    expect(cigar.className).toContain('opacity-40');
    const before = calls.filter((c) => c.path === 'admin.icons').length;
    await user.click(cigar);
    expect(await screen.findByText('Icon tier updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'admin.setIconTier')?.input).toEqual({
      id: 'cigar',
      tier: 'PREMIUM',
      category: 'health',
      visibility: 'enabled',
    });
    // The library refetches.
    await waitFor(() => {
      expect(calls.filter((c) => c.path === 'admin.icons').length).toBeGreaterThan(before);
    });

    // An enabled icon opens the Edit Icon dialog.
    await user.click(screen.getByRole('button', { name: 'Edit Wine' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Icon' })).toBeInTheDocument();
  });

  it('Icon Management: Add New Icon opens the upload dialog', async () => {
    const user = userEvent.setup();
    renderWithApi(<AdminDashboard />, { handlers: dashboardHandlers() });
    await user.click(await screen.findByRole('tab', { name: 'Icon Management' }));
    await user.click(await screen.findByRole('button', { name: 'Add New Icon' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Icon' })).toBeInTheDocument();
  });
});
