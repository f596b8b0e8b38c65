import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loaded } from './Loaded';

const renderList = (data: string[] = []) => <p>{data.length} users</p>;

describe('Loaded', () => {
  it('shows "Loading {what}..." while the query loads', () => {
    render(
      <Loaded
        query={{ isLoading: true, error: null, data: undefined }}
        what="users"
        render={renderList}
      />,
    );
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    expect(screen.queryByText(/users$/)).toBeNull();
  });

  it('shows why the query failed as an alert', () => {
    render(
      <Loaded
        query={{ isLoading: false, error: { message: 'boom' }, data: undefined }}
        what="icons"
        render={renderList}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the icons: boom');
  });

  it('renders the data once loaded, and also before the query ran', () => {
    const { rerender } = render(
      <Loaded
        query={{ isLoading: false, error: null, data: ['a', 'b'] }}
        what="users"
        render={renderList}
      />,
    );
    expect(screen.getByText('2 users')).toBeInTheDocument();
    rerender(
      <Loaded
        query={{ isLoading: false, error: null, data: undefined }}
        what="users"
        render={renderList}
      />,
    );
    expect(screen.getByText('0 users')).toBeInTheDocument();
  });
});
