import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { EmptyStateCard } from './EmptyStateCard';

describe('EmptyStateCard', () => {
  it('says what the matter is and goes on with its button', async () => {
    renderScreen(
      <EmptyStateCard action="Create Habit" to="/other-location-for-tests">
        <p>No habits</p>
      </EmptyStateCard>,
    );
    expect(screen.getByText('No habits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });
});
