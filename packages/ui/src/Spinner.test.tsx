import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './Spinner';

describe('LoadingScreen', () => {
  it('is a status that says the part it stands for is busy, named by its label', () => {
    render(<LoadingScreen label="Loading your habits…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading your habits…');
  });
});
