/** The browser's locale: numbers and amounts are written in it (undefined: the runtime's). */
export function userLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}
