import type { RouteInventoryEntry } from '@portal/core/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { corruptedRequest } from './fuzzRequests';

// The fuzz promises every case is invalid, so a correct route must answer 4xx. A case that is valid
// once on the wire made a correct route fail the harness in CI (seed 1579348714): Infinity in a
// bounded, nullable number is refused in memory but JSON sends it as null, which is allowed.
const bodySchema = z.object({ active: z.boolean(), thresholdValue: z.number().min(-50).max(1_000).nullable() }).strict();
const entry = {
  method: 'PUT',
  path: '/api/v2/alerts/energyprice/user/:id',
  pathParams: { id: 'ownUserId' },
  schemas: { params: z.object({ id: z.string() }), body: bodySchema, response: z.unknown() },
} as unknown as RouteInventoryEntry;
const valid = { params: { id: 'u-1' }, query: {}, body: { active: false, thresholdValue: 5 } };
const replaceThreshold = (value: unknown) => ({ part: 'body', op: 'replace', pick: 2, value, key: ' ' }) as const;

describe('corruptedRequest', () => {
  it.each([Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN])(
    'judges %s by what JSON sends (null, allowed here), so it adds the NUL query',
    (value) => {
      const { request } = corruptedRequest(entry, valid, valid.body, [replaceThreshold(value)]);
      expect(request.body).toEqual({ active: false, thresholdValue: null });
      expect(request.query.__fuzz).toBe('%00');
    },
  );

  it('leaves a case the schema refuses as it is, without the NUL query', () => {
    const { request } = corruptedRequest(entry, valid, valid.body, [replaceThreshold(5000)]);
    expect(request.body).toEqual({ active: false, thresholdValue: 5000 });
    expect(request.query.__fuzz).toBeUndefined();
  });
});
