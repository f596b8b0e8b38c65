import type { Habit } from '@taper/domain';

/** What the screen shows: decides the header colour, the dropdown's label and the settings button. */
export type HeaderContext =
  { kind: 'summary' } | { kind: 'habit'; habit: Habit } | { kind: 'new' } | { kind: 'page' };
