import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction, preloadable } from './preloadable';

const FALLBACK = 'fallback';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

describe('preloadable', () => {
  it('suspends until its code has come, then renders it with its props', async () => {
    const code = deferred<typeof Greeting>();
    const Lazy = preloadable(() => code.promise);
    render(
      <Suspense fallback={<p>{FALLBACK}</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    await act(async () => {
      code.resolve(Greeting);
      await code.promise;
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('once preloaded renders in the same commit, never showing the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = preloadable(load);
    await Lazy.preload();
    await Lazy.preload();
    const fallbackMounted = vi.fn();
    function Fallback() {
      useEffect(fallbackMounted, []);
      return <p>{FALLBACK}</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    // Synchronously there, without awaiting a re-render.
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(fallbackMounted).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again by the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Lazy = preloadable(load);
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Lazy name="Lin" />);
    expect(screen.getByText('Hello Lin')).toBeInTheDocument();
  });
});

describe('onFirstInteraction', () => {
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('waits for the user: nothing runs on load, the task runs once after the first key', async () => {
    const task = vi.fn();
    const stop = onFirstInteraction(task);
    await pause(120);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await vi.waitFor(() => {
      expect(task).toHaveBeenCalledTimes(1);
    });
    window.dispatchEvent(new Event('pointermove'));
    await pause(120);
    expect(task).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never runs once cleaned up (the screen left before the user did anything)', async () => {
    const task = vi.fn();
    onFirstInteraction(task)();
    window.dispatchEvent(new Event('pointerdown'));
    await pause(120);
    expect(task).not.toHaveBeenCalled();
  });
});
