/**
 * The only redirect targets after sign-in are paths of this site. Browsers treat `\` like `/` and drop tabs and
 * newlines inside URLs, so `/\evil.example` or `/<tab>/evil.example` would leave the site: anything but a plain
 * path (no backslash, no control or white space, not protocol-relative) falls back to `/`. Server and client share it.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return '/';
  const base = 'http://site.invalid';
  try {
    return new URL(value, base).origin === base ? value : '/';
  } catch {
    return '/';
  }
}
