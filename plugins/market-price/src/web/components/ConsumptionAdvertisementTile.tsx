import { AdvertisementTile } from './AdvertisementTile';

/** A place's consumption page (core's CONSUMPTION_PAGE_SLOT): the advertisement tile under the chart, or nothing. */
export default function ConsumptionAdvertisementTile() {
  return <AdvertisementTile />;
}
