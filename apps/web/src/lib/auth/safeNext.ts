const PROBE_ORIGIN = 'https://enlaza.invalid';

/**
 * The `next` parameter of /login, if it is safe to follow: a path on this site starting with a single '/'.
 * Absolute URLs, protocol-relative URLs ('//host'), backslash tricks ('/\host') and control characters
 * (browsers drop tabs and newlines, turning '/\t/host' into '//host') are refused with null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.includes('\\')) return null;
  if ([...next].some(isControlOrSpace)) return null;
  let resolved: URL;
  try {
    resolved = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}

function isControlOrSpace(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0x20 || code === 0x7f || /\s/.test(character);
}
