/**
 * Why an import file is refused (POST /api/import's 400), and the import call's own refusals, as
 * message descriptors. The English is the sentence the server has always sent; the readers name a
 * message by its key and give its values, and the answer is said in the caller's language.
 * (In ICU text an apostrophe before a brace is doubled: `''{value}''` reads '…'.)
 */
export const importMessages = {
  notJson: /*i18n*/ { id: 'import.notJson', message: 'The file is not JSON' },
  notUtf8Json: /*i18n*/ {
    id: 'import.notUtf8Json',
    message: 'The file is not JSON (it is not UTF-8 text)',
  },
  notTaper: /*i18n*/ { id: 'import.notTaper', message: 'Not a Taper export: {problem}' },
  taperEntry: /*i18n*/ { id: 'import.taperEntry', message: '{habit}, entry {position}: {problem}' },
  habitProblem: /*i18n*/ { id: 'import.habitProblem', message: '{habit}: {problem}' },
  fileTooLarge: /*i18n*/ { id: 'import.fileTooLarge', message: 'The file is larger than {mb} MB' },
  fileEntries: /*i18n*/ {
    id: 'import.fileEntries',
    message: 'The file has more than {max} entries',
  },
  fileHabits: /*i18n*/ {
    id: 'import.fileHabits',
    message: 'The file has more than {max} habits; nothing was imported',
  },
  jsonValues: /*i18n*/ {
    id: 'import.jsonValues',
    message: 'The file holds more than {max} values in its lists',
  },
  jsonContainers: /*i18n*/ {
    id: 'import.jsonContainers',
    message: 'The file holds more than {max} objects and lists',
  },
  jsonDepth: /*i18n*/ {
    id: 'import.jsonDepth',
    message: 'The file nests deeper than {max} levels',
  },
  jsonLongValue: /*i18n*/ {
    id: 'import.jsonLongValue',
    message: 'The file holds a value longer than {max} characters',
  },
  unknownFile: /*i18n*/ {
    id: 'import.unknownFile',
    message:
      'The file is neither a Taper export (.json), a Loop CSV export (.zip), a Loop backup (.db) nor a HabitBull export (.csv)',
  },
  notHabitBull: /*i18n*/ {
    id: 'import.notHabitBull',
    message:
      'The CSV file is not a HabitBull export (its first line is not HabitName,HabitDescription,HabitCategory,…)',
  },
  notUtf8: /*i18n*/ { id: 'import.notUtf8', message: '{file} is not UTF-8 text' },
  csvLine: /*i18n*/ { id: 'import.csvLine', message: '{file}, line {line}: {problem}' },
  csvLines: /*i18n*/ {
    id: 'import.csvLines',
    message: '{file} has more than {max} lines; nothing was imported',
  },
  csvQuote: /*i18n*/ {
    id: 'import.csvQuote',
    message: '{file} is not valid CSV (a quote is not closed)',
  },
  csvLongCell: /*i18n*/ {
    id: 'import.csvLongCell',
    message: 'a cell is longer than {max} characters',
  },
  csvLongLine: /*i18n*/ {
    id: 'import.csvLongLine',
    message: 'the line is longer than {max} characters',
  },
  notDate: /*i18n*/ { id: 'import.notDate', message: "''{value}'' is not a date (YYYY-MM-DD)" },
  notDateOrUs: /*i18n*/ {
    id: 'import.notDateOrUs',
    message: "''{value}'' is not a date (YYYY-MM-DD or MM/DD/YYYY)",
  },
  notNumber: /*i18n*/ { id: 'import.notNumber', message: "''{value}'' is not a number" },
  notNumberAtLeast0: /*i18n*/ {
    id: 'import.notNumberAtLeast0',
    message: "''{value}'' is not a number of at least 0",
  },
  notLoopValue: /*i18n*/ {
    id: 'import.notLoopValue',
    message: "''{value}'' is not a value Loop writes",
  },
  noHabitsCsv: /*i18n*/ {
    id: 'import.noHabitsCsv',
    message: 'Not a Loop Habit Tracker export: the archive has no Habits.csv',
  },
  archiveEntries: /*i18n*/ {
    id: 'import.archiveEntries',
    message: 'The archive has more than {max} entries; nothing was imported',
  },
  archiveDamaged: /*i18n*/ { id: 'import.archiveDamaged', message: 'The archive is damaged' },
  archiveFiles: /*i18n*/ {
    id: 'import.archiveFiles',
    message: 'The archive holds more than {max} files',
  },
  archiveUnsafeName: /*i18n*/ {
    id: 'import.archiveUnsafeName',
    message: 'The archive holds an unsafe file name: {name}',
  },
  archiveInflates: /*i18n*/ {
    id: 'import.archiveInflates',
    message: 'The archive inflates to more than {mb} MB',
  },
  archiveFileSize: /*i18n*/ {
    id: 'import.archiveFileSize',
    message: '{name} is larger than {mb} MB',
  },
  sqliteDamaged: /*i18n*/ {
    id: 'import.sqliteDamaged',
    message: 'The file is not a readable SQLite database: it may be damaged or cut short',
  },
  notSqlite: /*i18n*/ {
    id: 'import.notSqlite',
    message: 'Not a Loop backup: the file is not a SQLite database',
  },
  backupTables: /*i18n*/ {
    id: 'import.backupTables',
    message: 'Not a Loop backup: the database has far more tables than Loop’s',
  },
  backupNoTables: /*i18n*/ {
    id: 'import.backupNoTables',
    message: 'Not a Loop backup: the database has no Habits and Repetitions tables',
  },
  backupTrigger: /*i18n*/ {
    id: 'import.backupTrigger',
    message: 'Not a Loop backup: the database has a trigger, which Loop’s backups never have',
  },
  backupView: /*i18n*/ {
    id: 'import.backupView',
    message: 'Not a Loop backup: the database has a view, which Loop’s backups never have',
  },
  backupVirtualTable: /*i18n*/ {
    id: 'import.backupVirtualTable',
    message: 'Not a Loop backup: the database has a virtual table, which Loop’s backups never have',
  },
  backupCheck: /*i18n*/ {
    id: 'import.backupCheck',
    message:
      'Not a Loop backup: its table {table} has a CHECK constraint, which Loop’s backups never have',
  },
  backupHiddenColumn: /*i18n*/ {
    id: 'import.backupHiddenColumn',
    message:
      'Not a Loop backup: its table {table} has a generated or hidden column ({column}), which Loop’s backups never have',
  },
  backupColumnDefault: /*i18n*/ {
    id: 'import.backupColumnDefault',
    message:
      'Not a Loop backup: its table {table} has a column ({column}) whose default is an expression, which Loop’s backups never have',
  },
  backupPartialIndex: /*i18n*/ {
    id: 'import.backupPartialIndex',
    message:
      'Not a Loop backup: its table {table} has an index with a WHERE clause, which Loop’s backups never have',
  },
  backupExpressionIndex: /*i18n*/ {
    id: 'import.backupExpressionIndex',
    message:
      'Not a Loop backup: its table {table} has an index on an expression, which Loop’s backups never have',
  },
  backupVersion: /*i18n*/ {
    id: 'import.backupVersion',
    message:
      'This Loop backup has schema version {version}; Loop’s importer, and Taper, read versions {min} to {max}',
  },
  backupColumn: /*i18n*/ {
    id: 'import.backupColumn',
    message: 'Not a Loop backup of schema {version}: its {table} table has no column {column}',
  },
  backupHabits: /*i18n*/ {
    id: 'import.backupHabits',
    message: 'The backup has more than {max} habits; nothing was imported',
  },
  backupEntries: /*i18n*/ {
    id: 'import.backupEntries',
    message: 'The backup has more than {max} entries; nothing was imported',
  },
  backupTimestamp: /*i18n*/ {
    id: 'import.backupTimestamp',
    message: "{habit}: a repetition's timestamp ({timestamp}) is not a day",
  },
  backupValue: /*i18n*/ {
    id: 'import.backupValue',
    message: '{habit}, {date}: the value {value} is not one Loop writes',
  },
  backupTimeout: /*i18n*/ {
    id: 'import.backupTimeout',
    message: 'Reading the backup took longer than {seconds} seconds; nothing was imported',
  },
  backupMemory: /*i18n*/ {
    id: 'import.backupMemory',
    message: 'Reading the backup needs more memory than an import may use; nothing was imported',
  },
  tooMany: /*i18n*/ {
    id: 'import.tooMany',
    message:
      '{action, select, export {Too many exports} other {Too many imports}}; please try again in {minutes} minutes',
  },
  unsupportedType: /*i18n*/ {
    id: 'import.unsupportedType',
    message:
      'Send the file as application/json, application/zip, application/vnd.sqlite3, text/csv or application/octet-stream',
  },
  exportFormat: /*i18n*/ {
    id: 'import.exportFormat',
    message: "format is ''json'', ''csv'' or ''loop''",
  },
  dryRunLoop: /*i18n*/ {
    id: 'import.dryRunLoop',
    message: 'dryRun=true is for format=loop: it counts the days the Loop backup leaves out',
  },
  flag: /*i18n*/ { id: 'import.flag', message: "{name} is ''true'' or ''false''" },
  goalsShape: /*i18n*/ {
    id: 'import.goalsShape',
    message:
      "goals is a JSON object of each habit''s ''at most'' target by the preview''s key, or null to leave it out",
  },
} as const;

export type ImportMessageKey = keyof typeof importMessages;
