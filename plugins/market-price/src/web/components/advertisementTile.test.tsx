import { CONSUMPTION_PAGE_SLOT, FRONT_PAGE_CARD_SLOT, Slot } from '@portal/core';
import { renderWithPortal, axeViolations, apiFailure, testPlugin, type FakeApiCall } from '@portal/core/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdvertisementTileResponse } from '../../contract/advertisementTile';
import { MARKET_PRICE_API } from '../../contract/paths';
import { marketPricePlugin } from '../../index';
import { AdvertisementTile } from './AdvertisementTile';

const KEY = `GET ${MARKET_PRICE_API.advertisementTile}`;

type TileLink = NonNullable<AdvertisementTileResponse['tile']>['link'];

const tile = (link: TileLink): AdvertisementTileResponse => ({
  tile: { id: 't-1', title: 'Pörssisähkö kannattaa', body: 'Vaihda pörssisopimukseen.', link },
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('AdvertisementTile on /porssisahko', () => {
  it('shows the published tile as a card marked as an advertisement, with its outside link, axe clean', async () => {
    const calls: FakeApiCall[] = [];
    renderWithPortal(<AdvertisementTile />, {
      plugins: [marketPricePlugin],
      flags: { marketPrice: true, advertisementTile: true },
      api: { [KEY]: (call) => (calls.push(call), tile({ url: 'https://www.example.fi/porssi', text: 'Lue lisää pörssisopimuksesta' })) },
    });
    const region = await screen.findByRole('region', { name: 'Pörssisähkö kannattaa' });
    expect(region).toHaveTextContent('Mainos');
    expect(region).toHaveTextContent('Vaihda pörssisopimukseen.');
    const link = screen.getByRole('link', { name: 'Lue lisää pörssisopimuksesta' });
    expect(link).toHaveAttribute('href', 'https://www.example.fi/porssi');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(calls[0]?.query).toEqual({ language: 'fi' });
    expect(await axeViolations()).toEqual([]);
  });

  it('asks in the page language and opens a portal path inside the app', async () => {
    const calls: FakeApiCall[] = [];
    renderWithPortal(<AdvertisementTile />, {
      plugins: [marketPricePlugin],
      flags: { marketPrice: true, advertisementTile: true },
      language: 'sv',
      api: { [KEY]: (call) => (calls.push(call), tile({ url: '/halytykset/hinta', text: 'Ange prisgräns' })) },
    });
    expect(await screen.findByRole('link', { name: 'Ange prisgräns' })).toHaveAttribute('href', '/halytykset/hinta');
    expect(screen.getByText('Annons')).toBeInTheDocument();
    expect(calls[0]?.query).toEqual({ language: 'sv' });
  });

  it('draws nothing without a tile, when the read fails, and asks nothing with the flag off', async () => {
    const cases = [
      { flag: true, answer: { tile: null } },
      {
        flag: true,
        answer: () => {
          throw apiFailure(500, 'INTERNAL');
        },
      },
      { flag: false, answer: tile(null) },
    ];
    for (const { flag, answer } of cases) {
      let asked = 0;
      const { unmount } = renderWithPortal(<AdvertisementTile />, {
        plugins: [marketPricePlugin],
        flags: { marketPrice: true, advertisementTile: flag },
        api: { [KEY]: typeof answer === 'function' ? () => (asked++, answer()) : () => (asked++, answer) },
      });
      await settle();
      expect(screen.queryByRole('region')).toBeNull();
      expect(asked > 0).toBe(flag);
      unmount();
    }
  });

  it('a text-only tile has no link', async () => {
    renderWithPortal(<AdvertisementTile />, {
      plugins: [marketPricePlugin],
      flags: { marketPrice: true, advertisementTile: true },
      api: { [KEY]: tile(null) },
    });
    await screen.findByRole('region', { name: 'Pörssisähkö kannattaa' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('AdvertisementTile on the front page and the consumption page (core slots)', () => {
  it('is contributed to both slots, and the consumption page slot draws it', async () => {
    const slots = testPlugin(marketPricePlugin, { flags: { marketPrice: true, advertisementTile: true } }).slots;
    expect(
      slots
        .filter((slot) => slot.id.endsWith('AdvertisementTile'))
        .map((slot) => [slot.id, slot.slot.id])
        .sort(),
    ).toEqual([
      ['market-price.consumptionAdvertisementTile', CONSUMPTION_PAGE_SLOT.id],
      ['market-price.frontPageAdvertisementTile', FRONT_PAGE_CARD_SLOT.id],
    ]);
    renderWithPortal(<Slot slot={CONSUMPTION_PAGE_SLOT} props={{ locationIdentifier: 'P-1' }} />, {
      plugins: [marketPricePlugin],
      flags: { marketPrice: true, advertisementTile: true },
      api: { [KEY]: tile(null) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pörssisähkö kannattaa' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('is a level-3 card among the front-page cards', async () => {
    renderWithPortal(<Slot slot={FRONT_PAGE_CARD_SLOT} props={{}} />, {
      plugins: [marketPricePlugin],
      flags: { marketPrice: true, advertisementTile: true },
      api: { [KEY]: tile(null), [`GET ${MARKET_PRICE_API.cheapest}`]: { current: null, window: null } },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Pörssisähkö kannattaa' })).toBeInTheDocument();
  });
});

describe('the demo advertisement tile', () => {
  it('answers demo mode with the demo data set tile in the asked language, in the contract shape', async () => {
    const { demoAdvertisementTile } = await import('../demoAnswers');
    const { advertisementTileResponseSchema } = await import('../../contract/advertisementTile');
    const sv = advertisementTileResponseSchema.parse(demoAdvertisementTile({ language: 'sv' }));
    expect(sv.tile).toMatchObject({ title: 'Använd el när den är billigast', link: { url: '/halytykset/hinta', text: 'Ange prisgräns' } });
    expect(advertisementTileResponseSchema.parse(demoAdvertisementTile({})).tile?.title).toBe('Käytä sähköä, kun se on halvinta');
  });
});
