/** The field of POST /api/habits/{id}/plan/hold, apart from planHold.ts so that it loads no zod. */
import { z } from 'zod';
import { HOLD_MAX_DAYS, HOLD_MIN_DAYS } from './planHold';

const holdDaysMessage = `Days to hold must be a whole number from ${String(HOLD_MIN_DAYS)} to ${String(HOLD_MAX_DAYS)}`;

/** POST /api/habits/{id}/plan/hold's field. */
export const holdInputShape = {
  days: z
    .number(holdDaysMessage)
    .int(holdDaysMessage)
    .min(HOLD_MIN_DAYS, holdDaysMessage)
    .max(HOLD_MAX_DAYS, holdDaysMessage),
};
