import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { ImportCard } from './ImportCard';
import { ImportFailed, attachmentName, importType } from './transfer';

const preview = vi.fn();
const run = vi.fn();
const refresh = vi.fn();
vi.mock('./transfer', async (original) => ({
  ...(await original<typeof import('./transfer')>()),
  previewImport: (...args: unknown[]) => preview(...args) as unknown,
  runImport: (...args: unknown[]) => run(...args) as unknown,
}));
vi.mock('../../hooks/habits', () => ({ useRefreshHabitData: () => refresh }));

const PREVIEW = {
  dryRun: true,
  source: 'loop_backup',
  sourceName: 'Loop backup (schema 24)',
  habits: [
    {
      name: 'Coffee',
      importedAs: 'Coffee (imported)',
      entries: 3,
      from: '2025-03-12',
      to: '2025-03-14',
    },
  ],
  entries: 3,
  skipped: [
    { name: 'Walk', reason: 'An at-least target counts up; Taper keeps amounts at most a goal' },
  ],
  warnings: ['Coffee, 2025-03-13: the note of 1500 characters is cut to its first 1000'],
};

const file = new File(['SQLite format 3'], 'Loop Habits Backup 2025-03-15.db', { type: '' });

describe('Import data', () => {
  beforeEach(() => {
    preview.mockReset();
    run.mockReset();
    refresh.mockReset();
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
      screen.getByText(/3 entries · 2025-03-12 to 2025-03-14 · imported as “Coffee \(imported\)”/),
    ).toBeInTheDocument();
    expect(screen.getByText(/keeps amounts at most a goal/)).toBeInTheDocument();
    expect(
      screen.getByText('Loop backup (schema 24): 2 habits — 1 to import, 1 skipped'),
    ).toBeInTheDocument();
    expect(screen.getByText(/the note of 1500 characters is cut/)).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 habit' }));
    expect(await screen.findByText('1 habit and 3 entries imported.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith(file, expect.any(Function));
    expect(refresh).toHaveBeenCalled();
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
    expect(importType({ name: 'backup', type: '' })).toBe('application/octet-stream');
  });
});
