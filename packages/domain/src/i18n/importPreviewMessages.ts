/**
 * The fixed texts of an import's preview and result: why a habit is left out, the kind of habits
 * left out (the summary line's 'yes/no habits'), the advice on a goal to choose, and the names of
 * the kinds of file. Their English is the domain's own text (a test keeps the two equal), by which
 * `localizeMessage` finds them to say in the caller's language.
 */
export const importPreviewMessages = {
  loopYesNo: /*i18n*/ {
    id: 'importPreview.loopYesNo',
    message: 'A yes/no habit has no amount to keep under',
  },
  loopAtLeast: /*i18n*/ {
    id: 'importPreview.loopAtLeast',
    message: 'An at-least target counts up; Taper keeps amounts at most a goal',
  },
  loopBadTarget: /*i18n*/ {
    id: 'importPreview.loopBadTarget',
    message: 'Its Target Value is not a number from 0 to 1000000000 (a daily goal)',
  },
  loopHugeTarget: /*i18n*/ {
    id: 'importPreview.loopHugeTarget',
    message: 'Its target is over 1,000,000,000, more than a Taper goal holds',
  },
  loopChoose: /*i18n*/ {
    id: 'importPreview.loopChoose',
    message: 'Loop wrote no target before v2.3.1: choose its goal in the preview to import it',
  },
  habitBullChoose: /*i18n*/ {
    id: 'importPreview.habitBullChoose',
    message: 'HabitBull keeps no target: choose its goal in the preview to import it',
  },
  leftOut: /*i18n*/ { id: 'importPreview.leftOut', message: 'Left out, as chosen' },
  yesNoHint: /*i18n*/ {
    id: 'importPreview.yesNoHint',
    message: 'Its values are all 0, 1 or 2: it looks like a yes/no habit',
  },
  habitBullYesNo: /*i18n*/ {
    id: 'importPreview.habitBullYesNo',
    message: 'Its values are all 0 or 1: a yes/no habit has no amount to keep under',
  },
  missingFolder: /*i18n*/ {
    id: 'importPreview.missingFolder',
    message: 'The archive has no folder for it (Loop exported only other habits)',
  },
  loopFrequency: /*i18n*/ {
    id: 'importPreview.loopFrequency',
    message: 'Its frequency is not a number of times per a number of days, as Loop writes one',
  },
  kindYesNo: /*i18n*/ { id: 'importPreview.kindYesNo', message: 'yes/no habits' },
  kindAtLeast: /*i18n*/ { id: 'importPreview.kindAtLeast', message: 'at-least habits' },
  kindBadTarget: /*i18n*/ {
    id: 'importPreview.kindBadTarget',
    message: 'targets Taper cannot hold',
  },
  kindMissing: /*i18n*/ { id: 'importPreview.kindMissing', message: 'not in this export' },
  kindChoose: /*i18n*/ { id: 'importPreview.kindChoose', message: 'no goal chosen yet' },
  kindLeftOut: /*i18n*/ { id: 'importPreview.kindLeftOut', message: 'left out as chosen' },
  sourceTaper: /*i18n*/ { id: 'importPreview.sourceTaper', message: 'Taper export' },
  sourceLoop: /*i18n*/ { id: 'importPreview.sourceLoop', message: 'Loop CSV export' },
  sourceLoopBackup: /*i18n*/ { id: 'importPreview.sourceLoopBackup', message: 'Loop backup' },
  sourceHabitBull: /*i18n*/ { id: 'importPreview.sourceHabitBull', message: 'HabitBull CSV' },
  sourceLoopV1: /*i18n*/ { id: 'importPreview.sourceLoopV1', message: 'Loop CSV (v1.x)' },
  sourceLoopV20: /*i18n*/ {
    id: 'importPreview.sourceLoopV20',
    message: 'Loop CSV (v2.0 to v2.3.0)',
  },
  sourceLoopV231: /*i18n*/ { id: 'importPreview.sourceLoopV231', message: 'Loop CSV (v2.3.1)' },
  sourceLoopBackupSchema: /*i18n*/ {
    id: 'importPreview.sourceLoopBackupSchema',
    message: 'Loop backup (schema {version})',
  },
} as const;
