import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { ImportCard } from './ImportCard';
import { ImportFailed, attachmentName, importType, importUrl } from './transfer';

const preview = vi.fn();
const run = vi.fn();
const refresh = vi.fn();
vi.mock('./transfer', async (original) => ({
  ...(await original<typeof import('./transfer')>()),
  previewImport: (...args: unknown[]) => preview(...args) as unknown,
  runImport: (...args: unknown[]) => run(...args) as unknown,
}));
const refreshUser = vi.fn();
vi.mock('../../hooks/habits', () => ({ useRefreshHabitData: () => refresh }));
vi.mock('../../hooks/auth', () => ({ useRefreshCurrentUser: () => refreshUser }));

const PREVIEW = {
  dryRun: true,
  source: 'loop_backup',
  sourceName: 'Loop backup (schema 24)',
  habits: [
    {
      name: 'Coffee',
      importedAs: 'Coffee (imported)',
      goal: 'Goal: 2 daily',
      entries: 3,
      from: '2025-03-12',
      to: '2025-03-14',
    },
  ],
  entries: 3,
  skipped: [
    { name: 'Walk', reason: 'An at-least target counts up; Taper keeps amounts at most a goal' },
  ],
  skipKinds: ['at-least habits'],
  warnings: ['Coffee, 2025-03-13: the note of 1500 characters is cut to its first 1000'],
};

const file = new File(['SQLite format 3'], 'Loop Habits Backup 2025-03-15.db', { type: '' });

describe('Import data', () => {
  beforeEach(() => {
    preview.mockReset();
    run.mockReset();
    refresh.mockReset();
    refreshUser.mockReset();
  });

  it('previews the chosen file, then imports it and refreshes the habits', async () => {
    preview.mockResolvedValue(PREVIEW);
    run.mockResolvedValue({
      habitsImported: 1,
      entriesImported: 3,
      skipped: PREVIEW.skipped,
      warnings: PREVIEW.warnings,
    });
    renderScreen(<ImportCard />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), file);
    expect(await screen.findByText('Coffee')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Goal: 2 daily · 3 entries · 2025-03-12 to 2025-03-14 · imported as “Coffee \(imported\)”/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/keeps amounts at most a goal/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Loop backup (schema 24): 2 habits — 1 to import, 1 skipped: at-least habits',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/the note of 1500 characters is cut/)).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 habit' }));
    expect(await screen.findByText('1 habit and 3 entries imported.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith(file, expect.any(Function), {}, false);
    expect(refresh).toHaveBeenCalled();
    // A Loop backup has no settings to bring back.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says which habits are already here (the same Loop habit) and how many new days each gets', async () => {
    preview.mockResolvedValue({
      ...PREVIEW,
      habits: [{ ...PREVIEW.habits[0], importedAs: 'Coffee', alreadyHere: true }],
      skipped: [],
      warnings: [],
      alreadyHere: ['Coffee: already here, 3 new days'],
    });
    renderScreen(<ImportCard />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), file);
    expect(await screen.findByText('Coffee: already here, 3 new days')).toBeInTheDocument();
    expect(
      screen.getByText(/Goal: 2 daily · already here, 3 new days · 2025-03-12/),
    ).toBeInTheDocument();
  });

  it("offers to bring back a Taper export's week start, day end and theme, and sends the choice", async () => {
    preview.mockResolvedValue({
      ...PREVIEW,
      source: 'taper',
      sourceName: 'Taper export',
      skipped: [],
      warnings: [],
      settings: { weekStart: 'sunday', dayEndsAtHour: 3, themePreference: 'dark' },
    });
    run.mockResolvedValue({
      habitsImported: 1,
      entriesImported: 3,
      skipped: [],
      warnings: [],
      settingsRestored: { weekStart: 'sunday', dayEndsAtHour: 3, themePreference: 'dark' },
    });
    renderScreen(<ImportCard />);
    await userEvent.upload(
      screen.getByLabelText('Choose a file'),
      new File(['{}'], 'taper-2025-03-15.json', { type: 'application/json' }),
    );
    const checkbox = await screen.findByRole('checkbox', {
      name: 'Also bring back this export’s settings: the week starts on Sunday, the day ends at 3 a.m., dark theme',
    });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 habit' }));
    expect(await screen.findByText('1 habit and 3 entries imported.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith(expect.any(File), expect.any(Function), {}, true);
    // The theme and the day brought back are the signed-in user's now: read again.
    expect(refreshUser).toHaveBeenCalled();
  });

  it("shows the server's sentence when a file is refused, and imports nothing", async () => {
    preview.mockRejectedValue(new ImportFailed("Checkmarks.csv, line 2: '3 cups' is not a number"));
    renderScreen(<ImportCard />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent("'3 cups' is not a number");
    expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });
});

const LEGACY = {
  dryRun: true,
  source: 'loop',
  sourceName: 'Loop CSV (v2.0 to v2.3.0)',
  habits: [],
  entries: 0,
  skipped: [
    {
      name: 'Beer',
      reason: 'Loop wrote no target before v2.3.1: choose its goal in the preview to import it',
    },
    {
      name: 'Meditate',
      reason: 'Loop wrote no target before v2.3.1: choose its goal in the preview to import it',
    },
  ],
  skipKinds: ['no goal chosen yet'],
  warnings: [],
  goalChoices: [
    {
      key: '001',
      name: 'Beer',
      entries: 2,
      largest: 6,
      schedule: 'weekly_budget',
      atMost: null,
      hint: null,
    },
    {
      key: '002',
      name: 'Meditate',
      entries: 3,
      largest: 0.002,
      schedule: 'daily',
      atMost: null,
      hint: 'Its values are all 0, 1 or 2: it looks like a yes/no habit',
    },
  ],
};

describe('Import data: goals chosen for a file without targets', () => {
  beforeEach(() => {
    preview.mockReset();
    run.mockReset();
  });

  it('asks for each goal, previews again with the chosen ones, and imports with the same', async () => {
    const zip = new File(['PK'], 'Loop Habits CSV 2021-08-21.zip', { type: 'application/zip' });
    preview.mockResolvedValueOnce(LEGACY).mockResolvedValueOnce({
      ...LEGACY,
      habits: [
        {
          name: 'Beer',
          importedAs: 'Beer',
          goal: 'Goal: at most 10 a week',
          entries: 2,
          from: '2025-03-08',
          to: '2025-03-14',
        },
      ],
      entries: 2,
      skipped: [{ name: 'Meditate', reason: 'Left out, as chosen' }],
      skipKinds: ['left out as chosen'],
      warnings: ["Beer: the target 9.6 is rounded to 10 (Taper's goals are whole numbers)"],
      goalChoices: [{ ...LEGACY.goalChoices[0], atMost: 9.6 }, { ...LEGACY.goalChoices[1] }],
    });
    run.mockResolvedValue({ habitsImported: 1, entriesImported: 2, skipped: [], warnings: [] });
    renderScreen(<ImportCard />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), zip);
    expect(
      await screen.findByText(
        'Loop CSV (v2.0 to v2.3.0): 2 habits — 0 to import, 2 skipped: no goal chosen yet',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 habits' })).toBeDisabled();
    expect(screen.getByText(/looks like a yes\/no habit/)).toBeInTheDocument();
    const beer = screen.getByLabelText('Beer: at most (a week)');
    await userEvent.type(beer, '-1');
    expect(screen.getByText('Enter a number of at least 0, or leave it empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update the preview' })).toBeDisabled();
    await userEvent.clear(beer);
    await userEvent.type(beer, '9.6');
    await userEvent.click(screen.getByRole('button', { name: 'Update the preview' }));
    expect(preview).toHaveBeenLastCalledWith(zip, expect.any(Function), {
      '001': 9.6,
      '002': null,
    });
    expect(await screen.findByText(/is rounded to 10/)).toBeInTheDocument();
    // The preview's row says the goal Beer gets.
    expect(screen.getByText(/Goal: at most 10 a week · 2 entries/)).toBeInTheDocument();
    expect(screen.getByLabelText('Beer: at most (a week)')).toHaveValue('9.6');
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 habit' }));
    expect(run).toHaveBeenCalledWith(zip, expect.any(Function), { '001': 9.6, '002': null }, false);
  });
});

describe('transfer helpers', () => {
  it('reads the download name and the body type', () => {
    expect(attachmentName('attachment; filename="taper-2025-03-15.zip"', 'x')).toBe(
      'taper-2025-03-15.zip',
    );
    expect(attachmentName(null, 'taper.json')).toBe('taper.json');
    expect(importType({ name: 'Loop.ZIP', type: '' })).toBe('application/zip');
    expect(importType({ name: 'taper.json', type: 'application/json' })).toBe('application/json');
    expect(importType({ name: 'Loop Habits Backup.db', type: '' })).toBe('application/vnd.sqlite3');
    expect(importType({ name: 'backup', type: 'application/x-sqlite3' })).toBe(
      'application/vnd.sqlite3',
    );
    expect(importType({ name: 'HabitBull.CSV', type: '' })).toBe('text/csv');
    expect(importType({ name: 'export', type: 'text/csv' })).toBe('text/csv');
    expect(importType({ name: 'backup', type: '' })).toBe('application/octet-stream');
    expect(importUrl(true)).toBe('/api/import?dryRun=true');
    expect(importUrl(false, {}, true)).toBe('/api/import?dryRun=false&restoreSettings=true');
    expect(importUrl(false, { '001': 3, '002': null })).toBe(
      `/api/import?dryRun=false&goals=${encodeURIComponent('{"001":3,"002":null}')}`,
    );
  });

  it("lists a Taper export's groups with how many of its habits each holds", async () => {
    preview.mockResolvedValue({
      ...PREVIEW,
      source: 'taper',
      sourceName: 'Taper export',
      skipped: [],
      warnings: [],
      groups: [
        { name: 'Alcohol', habits: 2 },
        { name: 'Sugar', habits: 1 },
        { name: 'Empty', habits: 0 },
      ],
    });
    renderScreen(<ImportCard />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), file);
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeInTheDocument();
    expect(screen.getByText('Alcohol: 2 habits')).toBeInTheDocument();
    expect(screen.getByText('Sugar: 1 habit')).toBeInTheDocument();
    expect(screen.getByText('Empty: 0 habits')).toBeInTheDocument();
  });

  it('says nothing of groups for a file without them', async () => {
    preview.mockResolvedValue(PREVIEW);
    renderScreen(<ImportCard />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), file);
    expect(await screen.findByText('Coffee')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Groups' })).not.toBeInTheDocument();
  });
});
