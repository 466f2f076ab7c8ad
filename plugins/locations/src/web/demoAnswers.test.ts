import { describe, expect, it } from 'vitest';
import { contentResponseSchema, locationDetailSchema } from '../contract/locations';
import { locationsDemoAnswers } from './demoAnswers';

describe('demo answers', () => {
  it('have the shapes of the real answers', () => {
    expect(contentResponseSchema.safeParse(locationsDemoAnswers.content?.({})).success).toBe(true);
    const detail = locationsDemoAnswers.locationDetails?.({ locationIdentifier: 'DEMO-HEAT' });
    expect(locationDetailSchema.parse(detail)).toMatchObject({ utilityType: 'DISTRICT_HEATING' });
  });
});
