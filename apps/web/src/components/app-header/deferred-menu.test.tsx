import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferMenu, useMenuStart, type MenuStart, type StandInProps } from './deferred-menu';
import { useRef, useState } from 'react';

/** A menu whose "code" arrives when the test says so. */
function slowMenu() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<(start: MenuStart) => React.JSX.Element>((resolve) => {
        arrive = () => {
          resolve(LoadedMenu);
        };
      }),
  );
  function LoadedMenu(start: MenuStart) {
    const button = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(false);
    useMenuStart(button, start);
    return (
      <div>
        <button
          ref={button}
          type="button"
          onClick={() => {
            setOpen((now) => !now);
          }}
        >
          Menu
        </button>
        {open && <p>Loaded and open</p>}
        <p>Loaded</p>
      </div>
    );
  }
  function StandIn({ standIn }: { standIn: StandInProps }) {
    return <button {...standIn}>Menu</button>;
  }
  const arriveNow = async () => {
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
  };
  return { Menu: deferMenu<object>(load, StandIn), load, arrive: arriveNow };
}

describe('deferMenu', () => {
  it('shows the stand-in and loads nothing until the user reaches for the menu', async () => {
    const { Menu, load, arrive } = slowMenu();
    render(<Menu />);
    const standIn = screen.getByRole('button', { name: 'Menu' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(load).not.toHaveBeenCalled();
    await userEvent.hover(standIn);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByText('Loaded and open')).not.toBeInTheDocument();
  });

  it('opens the menu once its code comes when the stand-in was pressed first, and keeps the focus', async () => {
    const { Menu, arrive } = slowMenu();
    render(<Menu />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await arrive();
    expect(await screen.findByText('Loaded and open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('renders the loaded menu at once where its code has already come', async () => {
    const { Menu, arrive } = slowMenu();
    const first = render(<Menu />);
    await userEvent.hover(screen.getByRole('button', { name: 'Menu' }));
    await arrive();
    await screen.findByText('Loaded');
    first.unmount();
    render(<Menu />);
    expect(screen.getByText('Loaded')).toBeInTheDocument();
  });
});
