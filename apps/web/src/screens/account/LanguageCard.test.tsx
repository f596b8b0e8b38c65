import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/active-locale';
import { renderWithApi, serverError } from '../../testing/api';
import { testUser } from '../../testing/render';
import { LanguageCard } from './LanguageCard';

afterEach(async () => {
  await activateLocale('en');
});

describe('Account → Language', () => {
  it('applies German at once, its catalog loaded on demand, and saves it on the account', async () => {
    const { calls } = renderWithApi(<LanguageCard />, {
      handlers: {
        'auth.updatePreferences': (input) => ({ ...testUser, ...(input as object) }),
      },
    });
    const select = screen.getByRole('combobox', { name: 'Taper speaks' });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'العربية' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'de');
    expect(await screen.findByRole('combobox', { name: 'Taper spricht' })).toHaveValue('de');
    expect(screen.getByRole('heading', { name: 'Sprache' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await waitFor(() => {
      expect(calls.find((call) => call.path === 'auth.updatePreferences')?.input).toEqual({
        locale: 'de',
      });
    });
  });

  it('lays Arabic out right to left', async () => {
    renderWithApi(<LanguageCard />, {
      handlers: {
        'auth.updatePreferences': (input) => ({ ...testUser, ...(input as object) }),
      },
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Taper speaks' }), 'ar');
    expect(await screen.findByRole('heading', { name: 'اللغة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('keeps the language on this device and says so when the server refuses it', async () => {
    renderWithApi(<LanguageCard />, {
      handlers: {
        'auth.updatePreferences': () => {
          throw serverError('Locale must be one of en, es, de, fr, ar', 'BAD_REQUEST', 400);
        },
      },
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Taper speaks' }), 'fr');
    expect(await screen.findByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(await screen.findByText(/Votre langue n’a pas pu être enregistrée/)).toBeInTheDocument();
  });
});
