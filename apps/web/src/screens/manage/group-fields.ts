import type { Group, GroupBudget, GroupPeriod } from '@taper/domain';
import { PRESET_COLORS } from '@taper/ui';
import { GROUPS_TEXTS as T } from './groups-messages';

/** A budget's period as the forms choose it: 'none' for a group without a budget. */
export type PeriodChoice = GroupPeriod | 'none';

export const PERIOD_CHOICES: { value: PeriodChoice; label: string }[] = [
  { value: 'week', label: T.periods.week },
  { value: 'day', label: T.periods.day },
  { value: 'month', label: T.periods.month },
  { value: 'none', label: T.periods.none },
];

/** The colours a group may take: none, or one of the presets (named, so not told by colour only). */
export const COLOUR_CHOICES: { value: string; label: string }[] = [
  { value: 'none', label: T.noColour },
  ...PRESET_COLORS.map((preset) => ({ value: preset.hex, label: preset.name })),
];

/** A group's fields as typed in a form. */
export interface GroupDraft {
  name: string;
  period: PeriodChoice;
  limit: string;
  /** 'none' or '#RRGGBB'. */
  colour: string;
}

export function draftOf(group: Group): GroupDraft {
  return {
    name: group.name,
    period: group.budget?.period ?? 'none',
    limit: group.budget ? String(group.budget.limit) : '14',
    colour: group.color ?? 'none',
  };
}

/** The limit as typed ('2,5' too), or null when it is not a number of 0 or more. */
export function parsedLimit(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** What a draft saves, or the first problem with it. */
export function checkedDraft(
  draft: GroupDraft,
):
  | { ok: true; name: string; budget: GroupBudget | null; color: string | null }
  | { ok: false; field: 'name' | 'limit'; problem: string } {
  const name = draft.name.trim();
  if (name === '') return { ok: false, field: 'name', problem: T.nameMissing };
  const color = draft.colour === 'none' ? null : draft.colour;
  if (draft.period === 'none') return { ok: true, name, budget: null, color };
  const limit = parsedLimit(draft.limit);
  if (limit === null) return { ok: false, field: 'limit', problem: T.limitInvalid };
  return { ok: true, name, budget: { period: draft.period, limit }, color };
}

/** The CSS selector of a group's row on Manage, and of one of its controls. */
export function groupRow(groupId: number): string {
  return `[data-group-row="${String(groupId)}"]`;
}

export function groupControl(groupId: number, control: 'edit' | 'delete' | 'drag'): string {
  return `${groupRow(groupId)} [data-control="${control}"]`;
}

/** A habit's line in a group's members. */
export function memberRow(habitId: number): string {
  return `[data-group-member="${String(habitId)}"]`;
}

/** The select that moves a habit between groups, in whichever group's row it now is. */
export function memberSelect(habitId: number): string {
  return `${memberRow(habitId)} select`;
}

/** A group's 'Move a habit here' select. */
export function addMemberSelect(groupId: number): string {
  return `${groupRow(groupId)} [data-add-member] select`;
}

/** The new group form's name field. */
export const NEW_GROUP_NAME = '[data-new-group] input';
