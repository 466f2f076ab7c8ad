import { describe, expect, it } from 'vitest';
import { contentResponseSchema, locationDetailSchema } from '../contract/locations';
import { locationsDemoAnswers } from './demoAnswers';

describe('demo answers', () => {
  it('have the shapes of the real answers', () => {
    expect(contentResponseSchema.safeParse(locationsDemoAnswers.content.answer()).success).toBe(true);
    const detail = locationsDemoAnswers.locationDetails.answer({ locationIdentifier: 'DEMO-HEAT' });
    expect(locationDetailSchema.parse(detail)).toMatchObject({ utilityType: 'DISTRICT_HEATING' });
    // A place the demo user does not have answers 404 (undefined), as the real route does.
    expect(locationsDemoAnswers.locationDetails.answer({ locationIdentifier: 'OTHER' })).toBeUndefined();
  });
});
