/** The habit form's texts (the plan section's are in plan-messages.ts). */
export const FORM_TEXTS = {
  tagOrder: 'Tag 1 is the best (lowest); the last tag is the worst.',
  addTag: '+ Add Tag',
  iconPreview: 'Preview',
  goalSchedule: 'Goal Schedule',
} as const;
