/**
 * Uploaded icon sanitization.
 *
 * Choice: DOMPurify (cure53, actively maintained, the reference sanitizer for SVG with a dedicated
 * SVG profile and mXSS / namespace-confusion defences) running on jsdom as the server DOM. A
 * regex or a hand-written allow-list would miss parser differentials that DOMPurify already
 * handles. On top of its SVG profile we add the rules of ARCHITECTURE: only `#fragment` links,
 * no `url()` other than `url(#id)`, no `data:`/`javascript:` anywhere, no foreignObject, no SMIL
 * animation (it can rewrite `href` after sanitizing), and DOCTYPE/ENTITY are refused outright
 * before any parser sees them (billion-laughs and external entities).
 */
import type { DOMPurify } from 'dompurify';

const SVG_NS = 'http://www.w3.org/2000/svg';

interface Sanitizer {
  purify: DOMPurify;
  window: {
    XMLSerializer: new () => { serializeToString(node: Node): string };
    DOMParser: new () => DOMParser;
  };
}

/** jsdom takes a while to load: only the first upload pays for it, not every server start. */
let sanitizer: Promise<Sanitizer> | undefined;
function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
      import('dompurify'),
      import('jsdom'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    addHooks(purify);
    return { purify, window };
  })();
  return sanitizer;
}

const FRAGMENT_HREF = /^#[A-Za-z_][\w.:-]*$/;
/** `url(#id)` (optionally quoted) is the only url() an icon needs: gradients, clips, masks. */
const URL_CALL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;
const DANGEROUS_VALUE =
  /(?:javascript|vbscript|data)\s*:|@import|expression\s*\(|behavior\s*:|-moz-binding/i;

function onlyFragmentUrls(value: string): boolean {
  for (const match of value.matchAll(URL_CALL)) {
    if (!FRAGMENT_HREF.test((match[2] ?? '').trim())) return false;
  }
  // A url( that the pattern could not read (e.g. unbalanced) is refused too.
  const calls = value.match(/url\s*\(/gi)?.length ?? 0;
  return calls === [...value.matchAll(URL_CALL)].length;
}

function addHooks(purify: DOMPurify): void {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (name === 'href' || name.endsWith(':href')) {
      if (!FRAGMENT_HREF.test(value.trim())) data.keepAttr = false;
      return;
    }
    if (name.startsWith('on') || DANGEROUS_VALUE.test(value) || !onlyFragmentUrls(value)) {
      data.keepAttr = false;
    }
  });

  purify.addHook('uponSanitizeElement', (node, data) => {
    // <style> text can carry url(), @import and data: URIs: empty it rather than trust CSS parsing.
    if (data.tagName === 'style') {
      const css = node.textContent ?? '';
      if (DANGEROUS_VALUE.test(css) || !onlyFragmentUrls(css)) node.textContent = '';
    }
  });
}

const FORBIDDEN_TAGS = [
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'image',
  'feimage',
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'set',
  'discard',
  'handler',
  'listener',
];

export type SanitizeResult = { ok: true; svg: string } | { ok: false; message: string };

/**
 * Icons are a few dozen elements a few levels deep. Thousands of nested elements make jsdom and
 * DOMPurify recurse until the stack overflows (a 500) or work for minutes while the event loop
 * waits, so such files are refused by a linear scan before any parser sees them.
 */
export const SVG_MAX_DEPTH = 100;
export const SVG_MAX_ELEMENTS = 2_000;

function tooComplex(text: string): boolean {
  let depth = 0;
  let elements = 0;
  for (const match of text.matchAll(/<(\/?)[A-Za-z_][^>]*>/g)) {
    const tag = match[0];
    if (match[1] === '/') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (++elements > SVG_MAX_ELEMENTS) return true;
    if (!tag.endsWith('/>') && ++depth > SVG_MAX_DEPTH) return true;
  }
  return false;
}

export async function sanitizeSvg(bytes: Uint8Array): Promise<SanitizeResult> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: 'The file is not a valid SVG image' };
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    return { ok: false, message: 'SVG files with a DOCTYPE or entities are not accepted' };
  }
  if (tooComplex(text)) {
    return {
      ok: false,
      message: 'The SVG file is too complex (too many or too deeply nested elements)',
    };
  }
  const { purify, window } = await loadSanitizer();
  if (!isSvgDocument(window, text))
    return { ok: false, message: 'The file is not a valid SVG image' };

  let svg: string;
  try {
    const fragment = purify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: FORBIDDEN_TAGS,
      ALLOW_DATA_ATTR: false,
      RETURN_DOM_FRAGMENT: true,
    });
    const root = fragment.firstElementChild;
    if (root?.namespaceURI !== SVG_NS || root.localName !== 'svg') {
      return { ok: false, message: 'The file is not a valid SVG image' };
    }
    // XMLSerializer emits the SVG namespace, so the stored file renders as image/svg+xml.
    svg = new window.XMLSerializer().serializeToString(root);
  } catch {
    // A file the sanitizer cannot handle is refused, never stored and never a 500.
    return { ok: false, message: 'The file is not a valid SVG image' };
  }
  if (/<script|<foreignObject|javascript:|data:/i.test(svg)) {
    return { ok: false, message: 'The file contains content that is not allowed' };
  }
  return { ok: true, svg };
}

/** The file must parse as XML whose root is an <svg> element in the SVG namespace. */
function isSvgDocument(window: Sanitizer['window'], text: string): boolean {
  try {
    const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    if (doc.getElementsByTagName('parsererror').length > 0) return false;
    return root.localName === 'svg' && (root.namespaceURI === SVG_NS || root.namespaceURI === null);
  } catch {
    return false;
  }
}
