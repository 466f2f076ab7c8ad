import type { DemoAnswers } from '@portal/core';
import type { AdvertisementTileResponse } from '../contract/advertisementTile';

const LANGUAGES = ['fi', 'sv', 'en'] as const;

/** The demo advertisement tile (SPEC §7 "demo advertisement tile"): the demo data set's VARE tile, in the asked language. */
const TEXTS = {
  title: { fi: 'Käytä sähköä, kun se on halvinta', sv: 'Använd el när den är billigast', en: 'Use electricity when it is cheapest' },
  body: {
    fi: 'Aseta hintaraja, niin kerromme, kun huomisen pörssihinta on korkea tai matala.',
    sv: 'Ange en prisgräns, så berättar vi när morgondagens börspris är högt eller lågt.',
    en: "Set a price limit and we will tell you when tomorrow's spot price is high or low.",
  },
  linkText: { fi: 'Aseta hintaraja', sv: 'Ange prisgräns', en: 'Set a price limit' },
} as const;

/** SPEC §7 demo mode: the market-price plugin's named operations answered without calling the server. */
export const marketPriceDemoAnswers: DemoAnswers = {
  advertisementTile: (params): AdvertisementTileResponse => {
    const language = LANGUAGES.find((code) => code === params.language) ?? 'fi';
    return {
      tile: { id: 'demo-tile-VARE', title: TEXTS.title[language], body: TEXTS.body[language], link: { url: '/halytykset/hinta', text: TEXTS.linkText[language] } },
    };
  },
};
