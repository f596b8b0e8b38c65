import { useEffect } from 'react';

/**
 * Asks the server again whenever `input` changes (compared by its JSON), and forgets the last
 * answer when there is nothing to ask: what the previews of a plan and of Habit Settings share.
 * True while there is an input, so the caller shows the answer only then.
 */
export function useAskWhenChanged<Input>(
  input: Input | undefined,
  ask: (input: Input) => void,
  forget: () => void,
): boolean {
  const key = input === undefined ? '' : JSON.stringify(input);
  useEffect(() => {
    if (input === undefined) forget();
    else ask(input);
    // `key` stands for the input: asked again only when it changes.
  }, [key]);
  return key !== '';
}
