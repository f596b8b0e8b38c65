import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormCard } from './FormCard';

function renderCard(pending: boolean, onSubmit = vi.fn()) {
  render(
    <FormCard
      title="Profile"
      onSubmit={onSubmit}
      pending={pending}
      submitLabel="Save"
      pendingLabel="Saving..."
    >
      <input aria-label="Nickname" />
    </FormCard>,
  );
  return onSubmit;
}

describe('FormCard', () => {
  it('titles the card and submits its form', async () => {
    const onSubmit = renderCard(false);
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables the button (focusable still) and names it pending while the change is sent', async () => {
    const onSubmit = renderCard(true);
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText('Nickname'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).not.toBeDisabled();
  });
});
