/**
 * A refusal's words in the caller's language: validation problems sentence by sentence, as
 * issueMessages.ts builds them in English, and the API's fixed sentences by their English. English
 * answers exactly what it always did; a sentence no catalog knows stays as it is.
 */
import { fieldLabel, issueSentence, type ValidationIssue } from '../issueMessages';
import type { LocaleCode } from '../locales';
import { authMessages } from './authMessages';
import { formMessages } from './formMessages';
import { importPreviewMessages } from './importPreviewMessages';
import { fieldNames, issueFrames } from './issueTexts';
import { refusalMessages } from './refusalMessages';
import { templateAnswerMessages } from './templateAnswerMessages';
import { serverI18n, type I18n, type MessageDescriptor } from './serverI18n';

const byEnglish = new Map<string, MessageDescriptor>(
  [
    ...Object.values(refusalMessages),
    ...Object.values(authMessages),
    ...Object.values(formMessages),
    ...Object.values(templateAnswerMessages),
    ...Object.values(importPreviewMessages),
  ].map((descriptor) => [descriptor.message, descriptor]),
);

function say(i18n: I18n, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

/** A fixed English sentence of the API in `locale`; one the catalogs do not know, as it is. */
export function localizeMessage(message: string, locale: LocaleCode): string {
  if (locale === 'en') return message;
  const descriptor = byEnglish.get(message);
  return descriptor ? say(serverI18n(locale), descriptor) : message;
}

/** The field's name in the language (`fieldLabel`'s English for a field the catalogs lack). */
function localizedField(path: readonly PropertyKey[], i18n: I18n): string {
  const parts = path.map(String);
  const last = parts.at(-1) ?? '';
  const parent = parts.at(-2);
  const named = (key: string) =>
    Object.hasOwn(fieldNames, key) ? fieldNames[key as keyof typeof fieldNames] : undefined;
  if (/^\d+$/.test(last) && parent) {
    const item = named(parent.replace(/s$/, '')) ?? named(parent);
    if (item)
      return say(i18n, issueFrames.nthItem, {
        item: say(i18n, item),
        position: String(Number(last) + 1),
      });
  } else if (parent === 'weeklyGoals') return say(i18n, issueFrames.weekdayGoal, { day: last });
  else {
    const field = named(last);
    if (field) return say(i18n, field);
  }
  return fieldLabel(path);
}

/** What is wrong with the field, as the whole sentence. */
function problemSentence(issue: ValidationIssue, field: string, i18n: I18n): string {
  const sized = (bound: number | bigint, most: boolean) => {
    const values = { field, bound: Number(bound) };
    if (issue.origin === 'string') {
      if (!most && Number(bound) === 1) return say(i18n, issueFrames.required, { field });
      return say(i18n, most ? issueFrames.maxChars : issueFrames.minChars, values);
    }
    if (issue.origin === 'array' || issue.origin === 'set')
      return say(i18n, most ? issueFrames.maxItems : issueFrames.minItems, values);
    // A bound said as a number of the language ('1.000.000.000'), not counted by a plural.
    const written = { field, bound: i18n.number(Number(bound)) };
    if (issue.inclusive === false)
      return say(i18n, most ? issueFrames.lessThan : issueFrames.moreThan, written);
    return say(i18n, most ? issueFrames.atMost : issueFrames.atLeast, written);
  };
  switch (issue.code) {
    case 'too_big':
      return sized(issue.maximum ?? 0, true);
    case 'too_small':
      return sized(issue.minimum ?? 0, false);
    case 'invalid_type':
      if (/received undefined/.test(issue.message))
        return say(i18n, issueFrames.required, { field });
      return say(i18n, issueFrames.type, { field, type: issue.expected ?? 'other' });
    case 'invalid_format':
      return issue.format === 'regex'
        ? say(i18n, issueFrames.pattern, { field })
        : say(i18n, issueFrames.format, { field, format: issue.format ?? 'value' });
    case 'invalid_value':
      return issue.values?.length
        ? say(i18n, issueFrames.oneOf, { field, values: issue.values.map(String).join(', ') })
        : say(i18n, issueFrames.notAChoice, { field });
    case 'not_multiple_of':
      return say(i18n, issueFrames.wholeNumber, { field });
    default:
      return say(i18n, issueFrames.notValid, { field, detail: issue.message });
  }
}

/** zod's own messages ('Too big: expected string to have <=100 characters'); ours are kept. */
const ZOD_DEFAULT = /^(Too (big|small)|Invalid|Unrecognized|Expected|Unknown)/;

/** `issueSentence` in `locale`: the same sentence, in English word for word. */
export function localizedIssueSentence(issue: ValidationIssue, locale: LocaleCode): string {
  if (locale === 'en') return issueSentence(issue);
  const i18n = serverI18n(locale);
  const field = () => localizedField(issue.path, i18n);
  if (issue.code === 'custom' && issue.params?.unstorable === true && issue.path.length > 0)
    return say(i18n, issueFrames.unstorable, { field: field() });
  if (issue.code === 'custom') return localizeMessage(issue.message, locale);
  if (issue.message === 'Required' && issue.path.length > 0)
    return say(i18n, issueFrames.required, { field: field() });
  if (!ZOD_DEFAULT.test(issue.message)) return localizeMessage(issue.message, locale);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys ?? [];
    return say(i18n, issueFrames.unknownFields, { count: keys.length, keys: keys.join(', ') });
  }
  if (issue.path.length === 0) {
    return issue.code === 'invalid_type'
      ? say(i18n, issueFrames.bodyObject)
      : localizeMessage(issue.message, locale);
  }
  return problemSentence(issue, field(), i18n);
}

/** The input's name in an unstorable-text refusal: the field's, or 'The input'. */
export function localizedUnstorable(path: readonly PropertyKey[], locale: LocaleCode): string {
  const i18n = serverI18n(locale);
  const field = path.length > 0 ? localizedField(path, i18n) : say(i18n, issueFrames.theInput);
  return say(i18n, issueFrames.unstorable, { field });
}
