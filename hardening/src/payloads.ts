/** Hostile text for habit names (≤ 100 characters) and notes: every one must come back as text. */
export const HOSTILE_NAMES = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img data-xss src=x onerror="window.__xss=1;alert(1)">',
  '"><svg data-xss onload="window.__xss=1">',
  '\'><iframe data-xss src="javascript:alert(1)"></iframe>',
  '<a data-xss href="javascript:window.__xss=1">click</a>',
  "{{constructor.constructor('alert(1)')()}} ${alert(1)}",
  '<style data-xss>*{display:none}</style>&lt;b&gt;&amp;',
  '<details data-xss open ontoggle="window.__xss=1">',
] as const;

export const HOSTILE_NOTES = [
  '<b data-xss>bold</b><script>window.__xss=1;alert(document.cookie)</script>',
  '</textarea><img data-xss src=x onerror="window.__xss=1">\u202e<!-- -->',
] as const;
