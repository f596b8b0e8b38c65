/**
 * A session's client, as its owner reads it in 'Your devices': 'Firefox on Windows' from the
 * browser's User-Agent header. Only for showing: nothing is decided by it.
 */

/** Most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/\b(node|undici|node-fetch)\b/i, 'A script (Node.js)'],
  [/^python-/i, 'A script (Python)'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(
  userAgent: string,
  list: readonly (readonly [RegExp, string])[],
): string | undefined {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** 'Chrome on Android', 'Safari', 'Linux', or `unknown` when the client said nothing we know. */
export function readableUserAgent(userAgent: string | null, unknown: string): string {
  if (userAgent === null || userAgent.trim() === '') return unknown;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? unknown;
}
