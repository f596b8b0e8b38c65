import { useEffect } from 'react';
import type { CurrentUser } from '@taper/domain';
import { activateLocale, browserLocale } from './active-locale';
import type { LocaleCode } from './locales';

/** Signed in, the account's language; signed out, the browser's (negotiated). */
export function wantedLocale(user: CurrentUser | null): LocaleCode {
  return user ? user.locale : browserLocale();
}

/** Keeps the language shown the one the account (or, signed out, the browser) asks for. */
export function LocaleSync({ user }: { user: CurrentUser | null }) {
  const wanted = wantedLocale(user);
  useEffect(() => {
    void activateLocale(wanted);
  }, [wanted]);
  return null;
}
