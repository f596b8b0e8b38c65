import type { IsoDate, User } from '@taper/domain';
import { createContext, useContext, useState } from 'react';
import { todayIso } from './dates';

/** The signed-in user, provided to every signed-in screen. */
export const SessionContext = createContext<User | null>(null);

export function useSessionUser(): User {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSessionUser outside a signed-in screen');
  return user;
}

/**
 * The signed-in user's today, by their day end (with 3 a.m., 01:30 is still yesterday), read once
 * when the screen opens; outside a session (tests of a lone component), the calendar day.
 */
export function useUserToday(): IsoDate {
  const user = useContext(SessionContext);
  const [today] = useState(() => todayIso(new Date(), user?.dayEndsAtHour ?? 0));
  return today;
}
