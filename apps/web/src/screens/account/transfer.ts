/**
 * Export and import over HTTP: the two calls that carry files rather than JSON procedures, so they
 * go by fetch and XMLHttpRequest (with upload progress) with the session's bearer token.
 */
import {
  IMPORT_MAX_BYTES,
  loopExportCheckSchema,
  type LoopExportCheck,
  importPreviewSchema,
  importResultSchema,
  type ImportGoalChoices,
  type ImportPreview,
  type ImportResult,
} from '@taper/domain';
import { getAuthToken } from '../../lib/auth-token';
import { TRANSFER_TEXTS } from './account-messages';

export type ExportFormat = 'json' | 'csv' | 'loop';

const EXPORT_EXTENSIONS: Record<ExportFormat, string> = { json: 'json', csv: 'zip', loop: 'db' };

/** The server's sentence from an error body, if it sent one. */
function messageOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const message: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : undefined;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

function authHeaders(): Record<string, string> {
  const token = getAuthToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The file name of a Content-Disposition header. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/** Fetches the export and hands it to the browser as a download. */
export async function downloadExport(format: ExportFormat): Promise<void> {
  const response = await fetch(`/api/export?format=${format}`, { headers: authHeaders() });
  if (!response.ok) throw new Error(messageOf(await response.text()) ?? response.statusText);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(
    response.headers.get('content-disposition'),
    `taper.${EXPORT_EXTENSIONS[format]}`,
  );
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** What the Loop backup would leave out (days Loop cannot hold), asked before the download. */
export async function checkLoopExport(): Promise<LoopExportCheck> {
  const response = await fetch('/api/export?format=loop&dryRun=true', { headers: authHeaders() });
  if (!response.ok) throw new Error(messageOf(await response.text()) ?? response.statusText);
  return loopExportCheckSchema.parse(await response.json());
}

/**
 * The files the import picker offers: Taper's JSON, Loop's CSV zip, Loop's .db backup and
 * HabitBull's CSV.
 */
export const IMPORT_FILE_ACCEPT =
  '.json,.zip,.db,.csv,application/json,application/zip,application/vnd.sqlite3,application/x-sqlite3,text/csv';

/**
 * The body's type by the file's name or type: a zip, JSON, a SQLite file (a Loop backup), a CSV
 * (HabitBull's), or any file, which the server tells by its first bytes.
 */
export function importType(file: Pick<File, 'name' | 'type'>): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.zip') || file.type.includes('zip')) return 'application/zip';
  if (name.endsWith('.json') || file.type === 'application/json') return 'application/json';
  if (name.endsWith('.db') || file.type.includes('sqlite')) return 'application/vnd.sqlite3';
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'text/csv';
  return 'application/octet-stream';
}

export class ImportFailed extends Error {}

/**
 * POST /api/import's address: the dry run, the goals chosen in the preview, if any, and whether a
 * Taper export's settings come back with it.
 */
export function importUrl(
  dryRun: boolean,
  goals: ImportGoalChoices = {},
  restoreSettings = false,
): string {
  const chosen =
    Object.keys(goals).length === 0 ? '' : `&goals=${encodeURIComponent(JSON.stringify(goals))}`;
  const restore = restoreSettings ? '&restoreSettings=true' : '';
  return `/api/import?dryRun=${String(dryRun)}${chosen}${restore}`;
}

function sendFile(
  file: File,
  dryRun: boolean,
  goals: ImportGoalChoices,
  onProgress: (percent: number) => void,
  restoreSettings = false,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (file.size > IMPORT_MAX_BYTES) {
      reject(new ImportFailed(TRANSFER_TEXTS.fileTooLarge));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', importUrl(dryRun, goals, restoreSettings), true);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', importType(file));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('error', () => {
      reject(new ImportFailed(TRANSFER_TEXTS.importFailed));
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ImportFailed(messageOf(text) ?? TRANSFER_TEXTS.importFailed));
        return;
      }
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ImportFailed(TRANSFER_TEXTS.importFailed));
      }
    });
    xhr.send(file);
  });
}

/** The preview of a file, with the goals chosen for a file without targets. */
export async function previewImport(
  file: File,
  onProgress: (percent: number) => void,
  goals: ImportGoalChoices = {},
): Promise<ImportPreview> {
  return importPreviewSchema.parse(await sendFile(file, true, goals, onProgress));
}

/** The import of a file, with the goals its preview was made with (and, if asked, its settings). */
export async function runImport(
  file: File,
  onProgress: (percent: number) => void,
  goals: ImportGoalChoices = {},
  restoreSettings = false,
): Promise<ImportResult> {
  return importResultSchema.parse(await sendFile(file, false, goals, onProgress, restoreSettings));
}
