/**
 * Why an import is refused, in words any caller's language can say: a message of the import
 * catalog and its values. The words are plain data, so a reader on a thread of its own sends them
 * back as they are; the answer is said in the caller's language, English in `message`.
 */
import type { LocaleCode } from '@taper/domain';
import {
  importMessages,
  localizeMessage,
  translate,
  type ImportMessageKey,
} from '@taper/domain/i18n';
import { describeIssues, type Issue } from '../issues';

/** A value of a refusal: a text as it is, validation issues, or words of their own. */
export type RefusalValue = string | { issues: readonly Issue[] } | RefusalWords;

/** A message of the import catalog and its values; a plain string is a sentence as it is. */
export type RefusalWords =
  string | { key: ImportMessageKey; values?: Record<string, RefusalValue> };

function valueIn(value: RefusalValue, locale: LocaleCode): string {
  if (typeof value === 'object' && 'issues' in value) return describeIssues(value.issues, locale);
  return wordsIn(value, locale);
}

/** The words in `locale`; a plain sentence is found in the catalogs by its English, else as it is. */
export function wordsIn(words: RefusalWords, locale: LocaleCode): string {
  if (typeof words === 'string') return localizeMessage(words, locale);
  const values = Object.fromEntries(
    Object.entries(words.values ?? {}).map(([name, value]) => [name, valueIn(value, locale)]),
  );
  return translate(locale, importMessages[words.key], values);
}

/** An import file refused at its first problem: the message is a sentence for its owner. */
export class ImportRefused extends Error {
  override readonly name = 'ImportRefused';
  readonly words: RefusalWords;

  constructor(words: RefusalWords) {
    super(wordsIn(words, 'en'));
    this.words = words;
  }

  /** The refusal in the caller's language. */
  in(locale: LocaleCode): string {
    return wordsIn(this.words, locale);
  }
}

/** A refusal by its message in the import catalog. */
export function refused(
  key: ImportMessageKey,
  values?: Record<string, RefusalValue>,
): ImportRefused {
  return new ImportRefused(values ? { key, values } : { key });
}
