/**
 * The page a signed-out visitor asked for, kept across sign-in as `/?next=…`. Only a path of this
 * site is ever followed: anything that could leave it ('//evil.example', 'https://…', '/\\evil')
 * is dropped, so the parameter cannot be an open redirect.
 */
const BASE = 'http://taper.invalid';

export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return undefined;
  if (Array.from(value).some((char) => char.charCodeAt(0) < 32)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' ? undefined : path;
}

/** `/?next=<path>` for the page asked for (or `/` when there is nothing to keep). */
export function landingWithNext(path: string): string {
  const next = safeNextPath(path);
  return next ? `/?next=${encodeURIComponent(next)}` : '/';
}
