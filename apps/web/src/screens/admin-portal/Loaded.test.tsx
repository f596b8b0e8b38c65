import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loaded, type LoadingQuery } from './Loaded';

const idle: LoadingQuery<string[]> = { isLoading: false, error: null, data: undefined };

function loaded(query: Partial<LoadingQuery<string[]>>, what = 'users') {
  return (
    <Loaded
      query={{ ...idle, ...query }}
      what={what}
      render={(data = []) => <p>{data.length} users</p>}
    />
  );
}

describe('Loaded', () => {
  it('shows "Loading {what}..." while the query loads', () => {
    render(loaded({ isLoading: true }));
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    expect(screen.queryByText(/\d users$/)).toBeNull();
  });

  it('shows why the query failed as an alert', () => {
    render(loaded({ error: { message: 'boom' } }, 'icons'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the icons: boom');
  });

  it('renders the data once loaded, and also before the query ran', () => {
    const { rerender } = render(loaded({ data: ['a', 'b'] }));
    expect(screen.getByText('2 users')).toBeInTheDocument();
    rerender(loaded({}));
    expect(screen.getByText('0 users')).toBeInTheDocument();
  });
});
