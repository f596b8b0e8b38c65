import type { CurrentUser, IsoDate } from '@taper/domain';
import { createContext, useContext } from 'react';

/** The signed-in user, with their today as the server says, provided to every signed-in screen. */
export const SessionContext = createContext<CurrentUser | null>(null);

export function useSessionUser(): CurrentUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSessionUser outside a signed-in screen');
  return user;
}

/**
 * The signed-in user's today, as the server computed it from their zone and day end (with 3 a.m.,
 * 01:30 is still yesterday). The user is asked for again when that day ends (DayRollover).
 */
export function useUserToday(): IsoDate {
  return useSessionUser().today;
}
