/** What no stored icon may contain, whatever was uploaded. Each rule returns a problem or null. */
export const SVG_RULES: { name: string; problem: (svg: string) => string | null }[] = [
  { name: 'no <script', problem: (s) => (/<script/i.test(s) ? '<script' : null) },
  {
    name: 'no on* event handler attribute',
    problem: (s) => /(?:^|[\s/"'])(?:[\w-]+:)?on\w+\s*=/i.exec(s)?.[0] ?? null,
  },
  { name: 'no foreignObject', problem: (s) => (/foreignObject/i.test(s) ? 'foreignObject' : null) },
  {
    name: 'no javascript: (even split by whitespace or entities)',
    problem: (s) =>
      /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i.exec(s)?.[0] ??
      /&#x?0*(?:6a|106);/i.exec(s)?.[0] ??
      /vbscript:/i.exec(s)?.[0] ??
      null,
  },
  {
    name: 'no href but #fragment',
    problem: (s) => {
      for (const match of s.matchAll(/(?:^|[\s/"'])((?:[\w-]+:)?href)\s*=\s*(["'])(.*?)\2/gi)) {
        if (!/^#[\w.:-]*$/.test((match[3] ?? '').trim())) return match[0];
      }
      return /(?:^|[\s/"'])(?:[\w-]+:)?href\s*=\s*[^"'\s]/i.exec(s)?.[0] ?? null;
    },
  },
  { name: 'no src attribute', problem: (s) => /(?:^|[\s/"'])src\s*=/i.exec(s)?.[0] ?? null },
  { name: 'no <!DOCTYPE / <!ENTITY', problem: (s) => /<!DOCTYPE|<!ENTITY/i.exec(s)?.[0] ?? null },
  {
    name: 'no url( to anything but #',
    problem: (s) => {
      for (const match of s.matchAll(/url\s*\(\s*(?:&quot;|&#39;|["'])?\s*([^)]*)/gi)) {
        if (!(match[1] ?? '').startsWith('#')) return match[0];
      }
      return null;
    },
  },
  { name: 'no data:', problem: (s) => /data\s*:/i.exec(s)?.[0] ?? null },
  { name: 'no @import', problem: (s) => /@import/i.exec(s)?.[0] ?? null },
  {
    name: 'no expression() / -moz-binding / behavior',
    problem: (s) => /expression\s*\(|-moz-binding|behavior\s*:/i.exec(s)?.[0] ?? null,
  },
  {
    name: 'no embedding elements',
    problem: (s) =>
      /<(?:[\w-]+:)?(?:iframe|embed|object|image|feImage|base|meta|handler|listener|set|animate\w*)\b/i.exec(
        s,
      )?.[0] ?? null,
  },
  {
    name: 'no processing instruction but the XML declaration',
    problem: (s) => /<\?(?!xml\s)/i.exec(s)?.[0] ?? null,
  },
  {
    name: 'an <svg> root',
    problem: (s) => (/^\s*(?:<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(s) ? null : s.slice(0, 60)),
  },
];

export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  for (const rule of SVG_RULES) {
    const found = rule.problem(svg);
    if (found !== null) problems.push(`${rule.name}: ${found}`);
  }
  return problems;
}
