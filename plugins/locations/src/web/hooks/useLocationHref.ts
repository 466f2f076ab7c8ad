import { useCallback } from 'react';
import { generatePath } from 'react-router-dom';
import { locationDetailRoute } from '../routes';

/** The link to one use place's page, built from its route ref (never a hard-coded path string). */
export function useLocationHref(): (locationIdentifier: string) => string {
  return useCallback((locationIdentifier: string) => generatePath(locationDetailRoute.defaultPath, { locationIdentifier }), []);
}
