/**
 * Validation problems as sentences people read ('First name must be at most 100 characters'),
 * the same wherever a schema refuses input: the API's error message and a form's field message.
 */
import { UNSTORABLE_TEXT_PROBLEM } from './storableText';

/** The parts of a zod issue read here; also what a serialized issue looks like after JSON. */
export interface ValidationIssue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
  keys?: readonly string[];
  params?: Record<string, unknown>;
}

/** 'firstName' → 'First name', ['customTags', 1] → 'Custom tag 2', ['weeklyGoals', 'monday'] → 'Monday goal'. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  const last = parts.at(-1) ?? '';
  const parent = parts.at(-2);
  const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  let label: string;
  if (/^\d+$/.test(last) && parent)
    label = `${words(parent).replace(/s$/, '')} ${Number(last) + 1}`;
  else if (parent === 'weeklyGoals') label = `${last} goal`;
  else label = words(last);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function plural(count: number | bigint, one: string): string {
  return `${String(count)} ${one}${Number(count) === 1 ? '' : 's'}`;
}

function sizeSentence(issue: ValidationIssue, bound: number | bigint, most: boolean): string {
  const relation = most ? 'at most' : 'at least';
  if (issue.origin === 'string') {
    if (!most && Number(bound) === 1) return 'is required';
    return `must be ${relation} ${plural(bound, 'character')}`;
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return `must have ${relation} ${plural(bound, 'item')}`;
  if (issue.inclusive === false) return `must be ${most ? 'less' : 'more'} than ${String(bound)}`;
  return `must be ${relation} ${String(bound)}`;
}

/** What is wrong, without the field's name ('must be at most 100 characters'). */
function problem(issue: ValidationIssue): string {
  switch (issue.code) {
    case 'too_big':
      return sizeSentence(issue, issue.maximum ?? 0, true);
    case 'too_small':
      return sizeSentence(issue, issue.minimum ?? 0, false);
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return 'is required';
      return `must be ${TYPE_NAMES[issue.expected ?? ''] ?? issue.expected ?? 'valid'}`;
    case 'invalid_format':
      return issue.format === 'regex'
        ? 'is not in the expected format'
        : `must be a valid ${issue.format ?? 'value'}`;
    case 'invalid_value':
      return issue.values?.length
        ? `must be one of ${issue.values.map(String).join(', ')}`
        : 'is not a valid choice';
    case 'not_multiple_of':
      return 'must be a whole number';
    default:
      return `is not valid (${issue.message})`;
  }
}

/** zod's own messages ('Too big: expected string to have <=100 characters'); ours are kept. */
const ZOD_DEFAULT = /^(Too (big|small)|Invalid|Unrecognized|Expected|Unknown)/;

/**
 * One issue as a sentence. Our own messages (custom ones, and those given to a check) are written
 * for people already; an issue of
 * the whole input keeps its message; unknown fields are named.
 */
export function issueSentence(issue: ValidationIssue): string {
  if (issue.code === 'custom' && issue.params?.unstorable === true && issue.path.length > 0)
    return `${fieldLabel(issue.path)} ${UNSTORABLE_TEXT_PROBLEM}`;
  if (issue.code === 'custom') return issue.message;
  if (issue.message === 'Required' && issue.path.length > 0)
    return `${fieldLabel(issue.path)} is required`;
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys?.length === 1 ? '' : 's'}: ${(issue.keys ?? []).join(', ')}`;
  if (issue.path.length === 0) {
    return issue.code === 'invalid_type' ? 'The request body must be a JSON object' : issue.message;
  }
  return `${fieldLabel(issue.path)} ${problem(issue)}`;
}
