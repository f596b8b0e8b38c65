import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './Card';

describe('SectionCard', () => {
  it('heads its body with the title, and the description under it', () => {
    render(
      <SectionCard title="Your devices" description="Where you are signed in." className="x-card">
        <button type="button">Sign out</button>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Your devices' });
    expect(heading.nextElementSibling?.textContent).toBe('Where you are signed in.');
    expect(heading.closest('.x-card')).toContainElement(screen.getByRole('button'));
  });

  it('has no description line when none is given', () => {
    const { container } = render(<SectionCard title="Currency">body</SectionCard>);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
