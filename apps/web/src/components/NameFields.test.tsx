import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NameFields, NO_NAME, type PersonName } from './NameFields';

function Harness({ onName }: { onName: (name: PersonName) => void }) {
  const [name, setName] = useState(NO_NAME);
  return (
    <NameFields
      name={name}
      onChange={(update) => {
        const next = update(name);
        setName(next);
        onName(next);
      }}
    />
  );
}

describe('NameFields', () => {
  it('labels both parts with their autofill hints and marks them required', () => {
    render(<NameFields name={{ firstName: 'Ada', lastName: 'Lovelace' }} onChange={vi.fn()} />);
    const first = screen.getByLabelText('First name');
    const last = screen.getByLabelText('Last name');
    expect(first).toHaveValue('Ada');
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(first).toBeRequired();
    expect(last).toHaveValue('Lovelace');
    expect(last).toHaveAttribute('autocomplete', 'family-name');
    expect(last).toBeRequired();
  });

  it('changes only the part being typed in', async () => {
    const onName = vi.fn();
    render(<Harness onName={onName} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Al');
    await userEvent.type(screen.getByLabelText('Last name'), 'T');
    expect(onName).toHaveBeenLastCalledWith({ firstName: 'Al', lastName: 'T' });
  });
});
