import { ApiError } from './errors';

/**
 * Text a request may carry, checked once for every route before its schemas run (DESIGN §5, issue 10).
 *
 * - NUL: PostgreSQL cannot store it in text; it used to reach the database and fail there (500).
 * - Unpaired surrogates: not Unicode at all; drivers replace them silently, so what is stored is not
 *   what was sent.
 * - U+FFFD: what a decoder makes of invalid UTF-8 (raw bytes in a body, `%FF` in a query); no person
 *   types it, so its presence means the request's bytes were not text.
 * - Other control characters: no field needs them. A body keeps tab, line feed and carriage return
 *   (a message or an uploaded CSV has lines); a path or query value is one line and keeps none.
 */
/* eslint-disable no-control-regex -- finding control characters is what these patterns are for (a block, not
   next-line comments, so it holds however a formatter wraps the lines) */
const UNSAFE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_IN_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/* eslint-enable no-control-regex */

/** Deeper than any request of ours: a deeper one is an attack on the parser or the validator. */
export const MAX_INPUT_DEPTH = 32;

export type RequestPart = 'params' | 'query' | 'body';

function fieldName(part: RequestPart, path: readonly (string | number)[]): string {
  return path.length ? `${part}.${path.join('.')}` : part;
}

function check(value: unknown, part: RequestPart, path: (string | number)[], pattern: RegExp): void {
  if (typeof value === 'string') {
    if (pattern.test(value)) {
      throw new ApiError('BAD_REQUEST', 'Contains characters that are not allowed', fieldName(part, path));
    }
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (path.length >= MAX_INPUT_DEPTH) throw new ApiError('BAD_REQUEST', 'Nested too deeply', fieldName(part, path));
  if (Array.isArray(value)) {
    value.forEach((item, index) => check(item, part, [...path, index], pattern));
    return;
  }
  if (Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (pattern.test(key)) {
      throw new ApiError('BAD_REQUEST', 'Contains characters that are not allowed', fieldName(part, [...path, key]));
    }
    check(item, part, [...path, key], pattern);
  }
}

/** Throws a 400 naming the first field (`params.locationIdentifier`, `body.a.0.b`) whose text is unsafe. */
export function requireSafeText(value: unknown, part: RequestPart): void {
  check(value, part, [], part === 'body' ? UNSAFE_IN_TEXT : UNSAFE_IN_LINE);
}

/**
 * Query values whose percent-encoding is not UTF-8 (`%FF`, `%C3%28`, an encoded surrogate) are kept
 * undecoded by the query parser, so the text check above never sees them: the raw query is checked
 * here, naming the parameter.
 */
export function requireDecodableQuery(url: string): void {
  const start = url.indexOf('?');
  if (start < 0) return;
  for (const pair of url.slice(start + 1).split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=', 2);
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw new ApiError('BAD_REQUEST', 'Not valid UTF-8 text', `query.${key}`);
    }
  }
}
