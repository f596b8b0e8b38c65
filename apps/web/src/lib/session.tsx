import type { User } from '@taper/domain';
import { createContext, useContext } from 'react';

/** The signed-in user, provided to every signed-in screen. */
export const SessionContext = createContext<User | null>(null);

export function useSessionUser(): User {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSessionUser outside a signed-in screen');
  return user;
}
