/** A habit's group and 'counts as' on Create and Settings (issue 51): as typed, and as sent. */
import { countsAsSchema, type Habit } from '@taper/domain';
import { schemaProblem } from '../i18n/form-sentences';

export interface GroupFormState {
  /** The chosen group's id as text; '' for none. */
  groupId: string;
  /** As typed. */
  countsAs: string;
}

export const EMPTY_GROUP_FORM: GroupFormState = { groupId: '', countsAs: '1' };

export function habitToGroupForm(habit: Pick<Habit, 'groupId' | 'countsAs'>): GroupFormState {
  return {
    groupId: habit.groupId === null ? '' : String(habit.groupId),
    countsAs: String(habit.countsAs),
  };
}

function typedNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** What is wrong with 'counts as', in the domain's words; undefined when it can be sent. */
export function groupFormProblem(form: GroupFormState): string | undefined {
  if (form.groupId === '') return undefined;
  return schemaProblem(countsAsSchema, typedNumber(form.countsAs));
}

/** The body's fields: the group (null for none) and 'counts as' when in a group. */
export function groupFormToInput(form: GroupFormState): {
  groupId: number | null;
  countsAs?: number;
} {
  if (form.groupId === '') return { groupId: null };
  return { groupId: Number(form.groupId), countsAs: typedNumber(form.countsAs) };
}
