import { AdvertisementTile } from '../components/AdvertisementTile';

/** Front page (FRONT_PAGE_CARD_SLOT): the advertisement tile as a card among the others (h3 like them), or nothing. */
export default function FrontPageAdvertisementTile() {
  return <AdvertisementTile headingLevel={3} />;
}
