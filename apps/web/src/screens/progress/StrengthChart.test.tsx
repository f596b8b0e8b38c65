import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrengthChart } from './StrengthChart';

describe('StrengthChart', () => {
  it('labels its y axis in quarters from 0% to 100%', () => {
    render(
      <StrengthChart
        points={[
          { date: '2025-03-10', score: 0.2 },
          { date: '2025-03-11', score: 0.5 },
        ]}
        color="#3B82F6"
      />,
    );
    const ticks = [...screen.getByTestId('y-axis').querySelectorAll('text')];
    expect(ticks.map((text) => text.textContent)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    // The point at 50% sits on the 50% gridline.
    const half = screen.getByRole('img', { name: '11 March 2025: strength 50%' });
    const line = ticks[2]?.previousElementSibling;
    expect(half.getAttribute('cy')).toBe(line?.getAttribute('y1'));
  });
});
