import { generatePath } from 'react-router-dom';
import type { ConsumptionPlace } from '../hooks/usePlaces';
import { districtHeatingRoute, electricityConsumptionRoute } from '../routes';

/**
 * The consumption page of a place: its electricity chart, or for a heat place its district heating
 * view (when that flag is on); null when the place has neither to show.
 */
export function placePagePath(place: ConsumptionPlace, districtHeatingOn: boolean): string | null {
  const { locationIdentifier } = place;
  if (place.electricity) return generatePath(electricityConsumptionRoute.defaultPath, { locationIdentifier });
  if (place.districtHeating && districtHeatingOn) return generatePath(districtHeatingRoute.defaultPath, { locationIdentifier });
  return null;
}
