import { COMMON_CURRENCIES } from '@taper/domain';
import { ChoiceSelect, SectionCard, type Choice } from '@taper/ui';
import { useUpdateSchedule } from '../../hooks/auth';
import { useHabits } from '../../hooks/habits';
import { failureToast } from '../../lib/errors';
import { userLocale } from '../../lib/locale';
import { useSessionUser } from '../../lib/session';
import { MESSAGES } from '../../messages';
import { CURRENCY_TEXTS } from './account-messages';

/** 'EUR — Euro', in the browser's language. */
function currencyLabel(code: string, names: Intl.DisplayNames | undefined): string {
  const name = names?.of(code);
  return name && name !== code ? `${code} — ${name}` : code;
}

function displayNames(): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames(userLocale(), { type: 'currency' });
  } catch {
    return undefined;
  }
}

/**
 * Account → Currency: saved at once; money saved is written in it everywhere. The hint to set a
 * cost per unit shows only while no number habit has one.
 */
export function CurrencyCard() {
  const user = useSessionUser();
  const habits = useHabits();
  const needsCost =
    habits.data !== undefined &&
    !habits.data.some((habit) => habit.goalType === 'number' && habit.costPerUnit !== null);
  const update = useUpdateSchedule();
  const names = displayNames();
  const codes = COMMON_CURRENCIES.includes(user.currency)
    ? COMMON_CURRENCIES
    : [user.currency, ...COMMON_CURRENCIES];
  const choices: Choice<string>[] = codes.map((code) => ({
    value: code,
    label: currencyLabel(code, names),
  }));
  const value = update.isPending ? (update.variables.currency ?? user.currency) : user.currency;
  return (
    <SectionCard title={CURRENCY_TEXTS.title} contentClassName="grid gap-2">
      <label className="text-sm font-medium" htmlFor="currency">
        {CURRENCY_TEXTS.label}
      </label>
      <ChoiceSelect
        id="currency"
        className="sm:max-w-xs"
        choices={choices}
        value={value}
        {...(needsCost ? { 'aria-describedby': 'currency-hint' } : {})}
        onValueChange={(currency) => {
          update.mutate(
            { currency },
            {
              onError: (error) => {
                failureToast(error, {
                  title: MESSAGES.errorTitle,
                  description: CURRENCY_TEXTS.failed,
                });
              },
            },
          );
        }}
      />
      {needsCost && (
        <p id="currency-hint" className="text-sm text-slate-600 dark:text-slate-300">
          {CURRENCY_TEXTS.hint}
        </p>
      )}
    </SectionCard>
  );
}
