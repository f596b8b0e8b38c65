/**
 * The `habits` namespace: one tRPC router assembled from the folder's parts, each a concept —
 * the habit itself (crud.ts), its figures (stats.ts), its goal history and taper plan (goals.ts),
 * its progress charts (progress.ts), its place in the list and archiving (order.ts). lookup.ts
 * holds what they share (the id input, "Habit not found", the user's today).
 */
import { router } from '../../trpc';
import { crudProcedures } from './crud';
import { goalProcedures } from './goals';
import { orderProcedures } from './order';
import { progressProcedures } from './progress';
import { reductionProcedures } from './reduction';
import { statsProcedures } from './stats';

export { HABIT_NOT_FOUND, habitIdInput } from './lookup';

// The order is the REST document's order of operations.
export const habitsRouter = router({
  ...progressProcedures,
  ...crudProcedures,
  ...statsProcedures,
  ...reductionProcedures,
  ...goalProcedures,
  ...orderProcedures,
});
