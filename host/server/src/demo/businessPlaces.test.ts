import { describe, expect, it } from 'vitest';
import { businessPlaces } from './businessPlaces';

describe('businessPlaces', () => {
  it('meters reactive energy at a handful of electricity places, at both resolutions', () => {
    const reactive = businessPlaces().filter((place) => place.features.some((feature) => feature.feature === 'reactivePower' && feature.enabled));
    expect(reactive.map((place) => place.locationIdentifier)).toEqual(['VARE-1500001-01', 'VARE-1500001-06', 'VARE-1500001-11']);
    expect(reactive.every((place) => place.utilityType === 'ELECTRICITY' && place.series.kind === 'electricity')).toBe(true);
    expect(new Set(reactive.map((place) => place.resolutionMinutes))).toEqual(new Set([15, 60]));
  });
});
