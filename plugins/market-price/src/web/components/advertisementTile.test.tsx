import { renderWithPortal, axeViolations, apiFailure, type FakeApiCall } from '@portal/core/testing';
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
      { flag: true, answer: () => { throw apiFailure(500, 'INTERNAL'); } },
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
    renderWithPortal(<AdvertisementTile />, { plugins: [marketPricePlugin], flags: { marketPrice: true, advertisementTile: true }, api: { [KEY]: tile(null) } });
    await screen.findByRole('region', { name: 'Pörssisähkö kannattaa' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
