import { ChoiceSelect, SectionCard, type Choice } from '@taper/ui';
import { useEffect } from 'react';
import { useUpdateLocale } from '../../hooks/auth';
import { activateLocale, useLocale } from '../../i18n/active-locale';
import { failureToast } from '../../lib/errors';
import { useSessionUser } from '../../lib/session';
import { LOCALES, type LocaleCode } from '../../i18n/locales';
import { MESSAGES } from '../../messages';
import { LANGUAGE_TEXTS } from './account-messages';

/** Each language named in itself ('Deutsch', 'العربية'), whatever language is shown. */
const CHOICES: Choice<LocaleCode>[] = LOCALES.map((locale) => ({
  value: locale.code,
  label: locale.name,
}));

/** Set when the switch changed the language: the screens are drawn anew, the focus comes back. */
let refocus = false;

/**
 * Account → Language: the choice applies at once, without a reload (the locale's catalog is
 * loaded, then every screen is drawn in it), and is saved on the account (PUT /api/auth/user).
 * Not saved, it stays on this device until the account's language is read again.
 */
export function LanguageCard() {
  const locale = useLocale();
  const user = useSessionUser();
  const update = useUpdateLocale();
  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    document.getElementById('language')?.focus();
  }, []);
  return (
    <SectionCard title={LANGUAGE_TEXTS.title} contentClassName="grid gap-2">
      <label className="text-sm font-medium" htmlFor="language">
        {LANGUAGE_TEXTS.label}
      </label>
      <ChoiceSelect
        id="language"
        className="sm:max-w-xs"
        choices={CHOICES}
        value={locale}
        aria-describedby="language-hint"
        onValueChange={(chosen) => {
          refocus = true;
          // Shown first, then saved: a refusal is said in the language just chosen.
          void activateLocale(chosen).then(() => {
            if (chosen === user.locale) return;
            update.mutate(
              { locale: chosen },
              {
                onError: (error) => {
                  failureToast(error, {
                    title: MESSAGES.errorTitle,
                    description: LANGUAGE_TEXTS.failed,
                  });
                },
              },
            );
          });
        }}
      />
      <p id="language-hint" className="text-sm text-slate-600 dark:text-slate-300">
        {LANGUAGE_TEXTS.hint}
      </p>
    </SectionCard>
  );
}
