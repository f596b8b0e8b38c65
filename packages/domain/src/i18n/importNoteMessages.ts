/**
 * The lines an import's preview writes for what it changes of a file to keep it ('Coffee: the
 * target 2.5 is rounded to 3 …') and for the habits already here. Each function that writes one
 * says it through the caller's `Texts`; without them it writes the same English as these messages
 * (`importNotes.test.ts` holds the two ways to one text). In ICU text an apostrophe before a
 * brace is doubled.
 */
export const importNoteMessages = {
  noName: /*i18n*/ {
    id: 'importNote.noName',
    message: "{name}: the habit has no name in the file, so it is imported as ''{name}''",
  },
  nameCut: /*i18n*/ {
    id: 'importNote.nameCut',
    message: '{name}: the name of {length} characters is cut to its first {kept}',
  },
  noteCut: /*i18n*/ {
    id: 'importNote.noteCut',
    message: '{habit}, {date}: the note of {length} characters is cut to its first {kept}',
  },
  descriptionCut: /*i18n*/ {
    id: 'importNote.descriptionCut',
    message:
      '{name}: the question and description of {length} characters are cut to their first {kept}',
  },
  unitCut: /*i18n*/ {
    id: 'importNote.unitCut',
    message: "{name}: the unit ''{unit}'' is cut to its first {kept} characters",
  },
  laterEntries: /*i18n*/ {
    id: 'importNote.laterEntries',
    message:
      '{habit}: {count, plural, one {{shown} entry after today ({days}) is left out} other {{shown} entries after today ({days}) are left out}}',
  },
  dayRange: /*i18n*/ { id: 'importNote.dayRange', message: '{from} to {to}' },
  droppedNotes: /*i18n*/ {
    id: 'importNote.droppedNotes',
    message:
      '{habit}: {count, plural, one {{shown} note on days marked Unknown is not imported} other {{shown} notes on days marked Unknown are not imported}} (an Unknown day is no entry)',
  },
  targetRounded: /*i18n*/ {
    id: 'importNote.targetRounded',
    message:
      "{habit}: the target {value} is rounded to {target} (Taper''s goals are whole numbers)",
  },
  frequencyBecame: /*i18n*/ {
    id: 'importNote.frequencyBecame',
    message: '{name}: Loop\'\'s "at most {target} every {days} days" became "{goal}"',
  },
  atMostDay: /*i18n*/ { id: 'importNote.atMostDay', message: 'at most {target} a day' },
  atMostWeek: /*i18n*/ { id: 'importNote.atMostWeek', message: 'at most {target} a week' },
  atMostMonth: /*i18n*/ { id: 'importNote.atMostMonth', message: 'at most {target} a month' },
  legacyFrequency: /*i18n*/ {
    id: 'importNote.legacyFrequency',
    message:
      "{label}: Loop''s frequency ({every}) has no Taper schedule, so the goal chosen is a day''s",
  },
  everyDays: /*i18n*/ { id: 'importNote.everyDays', message: 'every {days} days' },
  pastHabitLimit: /*i18n*/ {
    id: 'importNote.pastHabitLimit',
    message:
      'One import brings at most {max} habits: this one is past them (import it from a file of its own)',
  },
  alreadyHere: /*i18n*/ {
    id: 'importNote.alreadyHere',
    message:
      '{name}: already here, {days, plural, =0 {no new days} one {{shown} new day} other {{shown} new days}}',
  },
} as const;
