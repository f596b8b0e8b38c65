/** A habit's membership of a group (issue 51): which group, and how much one logged unit counts in it. */
import { z } from 'zod';
import { formMessages as said } from './i18n/formMessages';

/** The most one logged unit of a habit may count in its group. */
export const COUNTS_AS_MAX = 1_000;

/** How much one logged unit of a habit counts in its group: more than 0, at most 1,000. */
export const countsAsSchema = z
  .number(said.countsAsNumber.message)
  .gt(0, said.countsAsPositive.message)
  .max(COUNTS_AS_MAX, said.countsAsMax.message)
  .meta({
    description:
      'How much one logged unit of this habit counts in its group (a pint counts as 2.3 units); default 1',
  });

/** A habit's group: one of the user's groups, or null for none. */
export const habitGroupIdSchema = z
  .number('The group is a group id or null')
  .int('The group is a group id or null')
  .positive('The group is a group id or null')
  .max(2_147_483_647, 'The group is a group id or null')
  .nullable()
  .meta({ description: "One of your groups' ids, or null for none" });
