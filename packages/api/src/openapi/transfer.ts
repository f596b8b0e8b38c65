/**
 * GET /api/export and POST /api/import in /api/openapi.json: served by the host with the file as
 * the raw body or answer (a zip is not JSON, so they are not procedures), documented here.
 */
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importPreviewSchema,
  importResultSchema,
  loopExportCheckSchema,
  taperExportSchema,
} from '@taper/domain';
import type { OperationExample } from './examples';

export const EXPORT_PATH = '/api/export';
export const IMPORT_PATH = '/api/import';

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const BEARER = [{ Authorization: [] }];

/**
 * A schema as JSON Schema. The Taper document is read as 'input': its habits are the presented
 * habit and more (an intersection), which output mode's closed objects would refuse.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): unknown {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}

function exampleText(example: OperationExample | undefined): string {
  if (!example) return '';
  const request =
    example.request === undefined
      ? ''
      : `Example request body:\n\n\`\`\`json\n${JSON.stringify(example.request, null, 2)}\n\`\`\`\n\n`;
  return `${request}Example response (200):\n\n\`\`\`json\n${JSON.stringify(example.response, null, 2)}\n\`\`\``;
}

function queryParameter(
  name: string,
  values: readonly string[],
  description: string,
  example: unknown,
) {
  return {
    name,
    in: 'query',
    required: false,
    description,
    schema: { type: 'string', enum: values, default: values[0] },
    ...(example === undefined ? {} : { example }),
  };
}

export function exportPathItem(example: OperationExample | undefined): Record<string, unknown> {
  return {
    get: {
      operationId: 'transfer-export',
      summary: 'Export my data',
      description: [
        "The whole account as a file (`Content-Disposition: attachment; filename=\"taper-YYYY-MM-DD.json\"`), sent as it is made. `format=json` is the versioned Taper document (its JSON Schema is docs/taper-export.schema.json): the user (no secrets), their habit groups (`groups`, as `GET /api/groups` shows them) and every habit as `GET /api/habits` shows it (its `groupId` names one of `groups` by its `id`), with `goalHistory`, `plan` and `entries`. `format=csv` is a zip shaped like Loop Habit Tracker's CSV export: `Habits.csv` and one folder per habit (`001 Coffee/`) with `Checkmarks.csv` (`Date,Value,Notes`; amounts × 1000 as Loop writes them) and `Scores.csv` (`Date,Score`, the habit strength of each day from the habit's first day to today, at most the last 3,653 days). Cells a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) are written with a leading `'` so a spreadsheet shows them as text; the import reads them back unchanged. The zip's `README.txt` says what that layout could not keep for this account's habits (levels and tags written as ranks and positions, one target for goals that differ by weekday, earlier goals, plans, and the habits' groups, which Loop has none of); `Habits.csv` keeps each habit's unit, only the lines that apply. `format=loop` is a Loop Habit Tracker backup (`application/vnd.sqlite3`, `taper-loop-YYYY-MM-DD.db`) that Loop's \"Import data\" reads: a SQLite file of Loop's schema 25 (`user_version` 25) with its tables `Habits` and `Repetitions`; every habit is a numerical \"at most\" habit with today's target on its scale, its frequency (every day 1/1, a weekly budget 1/7, a monthly one 1/30), unit, colour (the nearest of Loop's palette), order and archived flag; each entry a value × 1000 on its day's UTC midnight (a level as its rank, a tag as its position, named in the habit's description), a skipped day as SKIP (3), with its note; an amount is never written as 3 (0.003 is written 4) nor one over 0 as 0, and a day Loop cannot hold (before 1970-01-01, or an amount over 2,147,483.647, past Loop's 32-bit integer) is left out. `format=loop&dryRun=true` answers JSON instead of the file: the habits and entries the backup would hold and how many days it leaves out and why (`leftOut.beforeEpoch`, `leftOut.overRange`, and `message`, a sentence, null when none), and `groups`: 'Loop has no groups: your habits are exported without them.' when the user has habit groups (the backup flattens them), else null, so a screen says it before the download; `dryRun=true` with another format is a 400. Produced in slices, so an export never holds up other requests. Rate limited per user.",
        exampleText(example),
      ].join('\n\n'),
      tags: ['transfer'],
      security: BEARER,
      parameters: [
        queryParameter(
          'format',
          ['json', 'csv', 'loop'],
          '`json` (the Taper document), `csv` (a Loop-shaped zip) or `loop` (a Loop .db backup).',
          example?.params?.format,
        ),
        queryParameter(
          'dryRun',
          ['false', 'true'],
          '`true` (with `format=loop` only) answers, as JSON, what the Loop backup would hold and the days it leaves out, instead of the file.',
          example?.params?.dryRun,
        ),
      ],
      responses: {
        '200': {
          description: 'The export file, or with `dryRun=true` what the Loop backup leaves out.',
          content: {
            'application/json': {
              schema: {
                oneOf: [jsonSchema(taperExportSchema, 'input'), jsonSchema(loopExportCheckSchema)],
              },
              ...(example ? { example: example.response } : {}),
            },
            'application/zip': { schema: { type: 'string', format: 'binary' } },
            'application/vnd.sqlite3': { schema: { type: 'string', format: 'binary' } },
          },
        },
        '400': ref('BadRequest'),
        '401': ref('Unauthorized'),
        '429': ref('TooManyRequests'),
        '503': ref('ServiceUnavailable'),
      },
    },
  };
}

export function importPathItem(example: OperationExample | undefined): Record<string, unknown> {
  return {
    post: {
      operationId: 'transfer-import',
      summary:
        'Import a Taper export, a Loop Habit Tracker CSV zip or .db backup, or a HabitBull CSV',
      description: [
        `Send the file itself as the body, at most ${String(IMPORT_MAX_BYTES / 1024 / 1024)} MB: a Taper export (\`application/json\`), Loop Habit Tracker's "Export as CSV" zip of any version (\`application/zip\`), Loop's .db backup, schema versions 9 to 25 (\`application/vnd.sqlite3\`), or HabitBull's CSV export, the file Loop itself imports (\`text/csv\`); sent as \`application/octet-stream\` the file is told by its first bytes, and a file beginning with SQLite's header is read as a Loop backup whatever its type. \`dryRun=true\` answers the preview (the file's kind, the habits found, the goal each is created with in words (\`goal\`: today's, 'Goal: 3 daily', with a taper plan's course beside it: 'Goal: 3 daily · plan: 3 → 1 by 29 Mar'), their entries and date ranges, what will be skipped and why, the kinds of the skipped habits (\`skipKinds\`: 'yes/no habits'), and \`warnings\`: a line for each change made to keep the file, such as a note cut to 1,000 characters) and changes nothing; \`dryRun=false\` imports everything in one transaction, or nothing. From Loop, a numerical habit with Target Type AT_MOST becomes a number goal with that target and its values; a frequency of every 7 days is a weekly budget, every 30 or 31 days a monthly one, and any other period the nearest Taper goal with a warning line naming the habit and what changed ('Run: Loop's "at most 2 every 2 days" became "at most 1 a day"'); a fractional target is rounded to the nearest whole number (with a warning line) and one over 1,000,000,000 leaves its habit out, with the reason; a habit Habits.csv lists whose folder the archive lacks (Loop's one-habit export) is skipped with the reason; an UNKNOWN day is no entry, and the notes such days carried are counted in a warning line. Loop's archives before v2.3.1 (Habits.csv \`Position,Name,[Question,]Description,NumRepetitions,Interval,Color\`, header-less \`date,value\` Checkmarks.csv: thousandths, 3 a skipped day and −1 Unknown from v2.0) and HabitBull files (a habit with a value over 1 counts amounts; one of 0s and 1s is yes/no and skipped) hold no target: the preview lists each such habit in \`goalChoices\` (its key, entries, largest amount, frequency and a hint when its values look like yes/no checkmarks) and skips it until \`goals\` chooses its 'at most' target (the same rounding and limit apply) or null to leave it out. yes/no and AT_LEAST habits are skipped with the reason; a note over 1,000 characters is cut, with a warning. A Loop backup is opened read-only, in SQLite's defensive mode, after \`PRAGMA quick_check\`: a file that is not SQLite, damaged or cut short, has a trigger, a view or a virtual table, lacks Loop's tables or a column of its schema version, or holds over 1,000,000 repetitions is a 400 with a sentence. Its amounts are stored × 1000 (divided back), 3 is a skipped day and −1 no entry; its columns are read whatever their casing (\`Id\` or \`id\`); a habit keeps Loop's \`uuid\` (\`loopUuid\`) and its question and description (\`description\`), and a habit the user already has by that uuid is not copied: only its new days are added (the preview's habit says \`alreadyHere: true\`, its \`alreadyHere\` lines 'Beer: already here, 3 new days', the answer \`habitsAddedTo\`). A Loop file is read row by row: a name over 100 characters is cut (never inside a character), a blank one named, an entry after the user's today left out, a timestamp past midnight taken as its day, each with a warning line; only the habits it would import count toward 500. A name already in use gets ' (imported)'. A Taper export's habit groups (\`groups\`) are created after the user's own, in the file's order, with their habits in them and each habit's \`countsAs\` (the preview lists each group with how many of its habits it holds, the answer \`groupsImported\`); a file without \`groups\` (from before groups) imports its habits ungrouped. A bad group (a name over 60 characters, a bad colour or budget, two groups with one id), a habit whose \`groupId\` is not among the file's groups, or a \`countsAs\` not over 0 and at most 1,000 is a 400 with a sentence naming it, in the preview and the import alike. A file that cannot be read (not a zip or JSON, missing columns, a bad date or number, unsafe names, too many files or entries, a zip that inflates past 100 MB) is a 400 with a sentence saying why. Refusals, reasons, kinds, hints, goals and warning lines are in the caller's language (\`locale\`, else Accept-Language). Files are read as streams and refused at the first limit passed: at most 20 MB per file in a zip and 100 MB in all once inflated, 500 habits, 50,000 entries per habit and 200,000 in all, lines of at most 20,000 characters and cells of at most 10,000. Every habit and entry then meets the rules the API applies (names of 1 to 100 characters, notes of at most 1,000, values from 0 to 1e12, days from 1900 to the user's today, whole-number goals): a file that breaks one is a 400 naming the habit and entry, in the preview and the import alike. One import at a time per account (a second one meanwhile is a 409) and a few at once per server process (503 with Retry-After). Rate limited per user.`,
        exampleText(example),
      ].join('\n\n'),
      tags: ['transfer'],
      security: BEARER,
      parameters: [
        queryParameter(
          'dryRun',
          ['false', 'true'],
          '`true` previews and changes nothing; `false` imports.',
          example?.params?.dryRun,
        ),
        {
          name: 'goals',
          in: 'query',
          required: false,
          description:
            "The goals chosen in the preview for a file without targets (an older Loop CSV, HabitBull), as JSON: each `goalChoices` key → its 'at most' target (a number of at least 0), or null to leave the habit out. A habit without a choice is skipped. Anything else is a 400.",
          schema: { type: 'string' },
          example: '{"001":3,"002":null}',
        },
        queryParameter(
          'restoreSettings',
          ['false', 'true'],
          "`true` brings back a Taper export's week start, day end and theme (its `user`'s `weekStart`, `dayEndsAtHour` and `themePreference`, each that is valid) along with its habits, in the same transaction; the answer's `settingsRestored` lists them. The preview's `settings` shows what a Taper export holds. Other files have no settings: the option changes nothing for them.",
          example?.params?.restoreSettings,
        ),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: jsonSchema(taperExportSchema, 'input'),
            ...(example?.request === undefined ? {} : { example: example.request }),
          },
          'application/zip': {
            schema: { type: 'string', format: 'binary', maxLength: IMPORT_MAX_BYTES },
          },
          'application/vnd.sqlite3': {
            schema: { type: 'string', format: 'binary', maxLength: IMPORT_MAX_BYTES },
          },
          'text/csv': {
            schema: { type: 'string', format: 'binary', maxLength: IMPORT_MAX_BYTES },
          },
          'application/octet-stream': {
            schema: { type: 'string', format: 'binary', maxLength: IMPORT_MAX_BYTES },
          },
        },
      },
      responses: {
        '200': {
          description: 'The preview (dryRun=true) or what was imported.',
          content: {
            'application/json': {
              schema: { oneOf: [jsonSchema(importPreviewSchema), jsonSchema(importResultSchema)] },
              ...(example ? { example: example.response } : {}),
            },
          },
        },
        '400': ref('BadRequest'),
        '401': ref('Unauthorized'),
        '409': ref('Conflict'),
        '413': ref('PayloadTooLarge'),
        '415': ref('UnsupportedMediaType'),
        '429': ref('TooManyRequests'),
        '503': ref('ServiceUnavailable'),
      },
    },
  };
}
