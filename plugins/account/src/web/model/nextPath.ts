/**
 * Where to go after logging in: the host's `?next=` when it is a path inside this portal. Anything
 * else (`//evil.example`, `https://...`) is ignored, so the login page cannot be used to send a
 * freshly logged-in user off-site.
 */
export function safeNextPath(search: string, fallback = '/'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
