/** A calendar cell's label (no schemas here: the web app takes it without zod). */

/** A value shortened to fit a calendar cell: at most 4 characters. */
export function shortValueLabel(label: string): string {
  if (label.length <= 4) return label;
  const amount = Number(label);
  if (label.trim() !== '' && Number.isFinite(amount)) {
    if (amount >= 1000) return `${Math.min(999, Math.round(amount / 1000))}k`;
    return String(Math.round(amount));
  }
  return `${label.slice(0, 3)}…`;
}
