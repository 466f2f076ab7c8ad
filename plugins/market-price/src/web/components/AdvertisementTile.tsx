import { Card, StatusBadge } from '@portal/ui';
import { useApi, useFeature, useTranslation } from '@portal/core';
import { Link } from 'react-router-dom';
import { advertisementTileResponseSchema, type AdvertisementTile as Tile } from '../../contract/advertisementTile';
import { MARKET_PRICE_API } from '../../contract/paths';

const LANGUAGES = ['fi', 'sv', 'en'] as const;

/** A portal path opens in the app; an https address is another site, so a plain anchor. */
function TileLink({ link }: { readonly link: NonNullable<Tile['link']> }) {
  return link.url.startsWith('/') ? (
    <Link to={link.url}>{link.text}</Link>
  ) : (
    <a href={link.url} rel="noopener noreferrer">
      {link.text}
    </a>
  );
}

/**
 * The company's advertisement tile (flag advertisementTile) on /porssisahko, the front page and a place's
 * consumption page (the last two through core's slots, so consumption never imports this plugin), in the page's language: a
 * card with the tile's title as its heading, marked "advertisement" so no one takes it for price data.
 * Nothing while there is none, while it loads, or when the read fails: the price page must not wait for
 * or be broken by marketing.
 */
export function AdvertisementTile({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 } = {}) {
  const { t, i18n } = useTranslation('market-price');
  const on = useFeature('advertisementTile');
  const language = LANGUAGES.find((code) => code === i18n.language) ?? 'fi';
  // A null key: no request at all while the flag is off.
  const answer = useApi(on ? ([MARKET_PRICE_API.advertisementTile, { language }] as const) : null, advertisementTileResponseSchema);
  const tile = answer.data?.tile;
  if (!on || !tile) return null;
  return (
    <Card
      title={tile.title}
      headingLevel={headingLevel}
      aside={<StatusBadge tone="neutral">{t('advertisementTile.badge')}</StatusBadge>}
      footer={tile.link && <TileLink link={tile.link} />}
    >
      <p>{tile.body}</p>
    </Card>
  );
}
