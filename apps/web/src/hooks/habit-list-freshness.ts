/** When a screen mounting now takes the habits it finds in the query cache, and when it asks again. */

/**
 * A screen mounting just after the habits came (its code arrived after its data) takes that answer
 * rather than asking again at once; changed habits (invalidated) are asked for as always.
 */
const JUST_FETCHED_MS = 2000;

/**
 * Whether a screen mounting now asks for the habits again. Only an answer fetched since this page
 * loaded may be taken as it is: one restored from the cache saved on the device can be older than
 * the server's (it is written at most once a second), whenever it was fetched.
 */
export function habitsAskedAgainOnMount(
  state: { isInvalidated: boolean; dataUpdatedAt: number },
  now = Date.now(),
  pageLoadedAt = performance.timeOrigin,
): boolean {
  const fetchedThisLoad = state.dataUpdatedAt >= pageLoadedAt;
  return state.isInvalidated || !fetchedThisLoad || now - state.dataUpdatedAt > JUST_FETCHED_MS;
}
