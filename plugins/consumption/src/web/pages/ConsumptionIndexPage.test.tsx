import { ApiClientRef } from '@portal/core';
import { createFakeApiClient, renderWithPortal, substitute } from '@portal/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { consumptionPlugin } from '../../index';
import { placeLabel, PlaceSwitcher } from '../components/PlaceSwitcher';
import { readLastViewedPlace, rememberViewedPlace } from '../model/lastViewedPlace';
import { feature, meAnswer, paths, USER_ID } from '../testing/consumptionFixtures';
import ConsumptionIndexPage from './ConsumptionIndexPage';

const place = (id: string, name: string, features: ReturnType<typeof feature>[]) => ({
  utilityType: 'ELECTRICITY',
  contentOwnerId: USER_ID,
  contentType: 'CONTRACTS',
  contractType: 'ELECTRICITY',
  location: { locationIdentifier: id, displayName: name, name, address: `${name}tie 1` },
  order: 0,
  features,
});

const CONTENT = {
  content: [
    place('P-NONE', 'Varasto', []),
    place('P-HOME', 'Koti', [feature('consumption')]),
    place('P-HEAT', 'Rivitalo', [feature('districtHeatingConsumption')]),
  ],
};

function Where({ name }: { readonly name: string }) {
  const { pathname } = useLocation();
  const id = pathname.split('/').at(-1) ?? '';
  return (
    <>
      <h1>{`${name} ${id}`}</h1>
      <PlaceSwitcher locationIdentifier={id} />
    </>
  );
}

function renderIndex(content: object = CONTENT) {
  renderWithPortal(
    <Routes>
      <Route path="/kulutus" element={<ConsumptionIndexPage />} />
      <Route path="/kulutus/:locationIdentifier" element={<Where name="Sähkö" />} />
      <Route path="/kaukolampo/:locationIdentifier" element={<Where name="Lämpö" />} />
    </Routes>,
    {
      plugins: [consumptionPlugin],
      flags: { consumption: true, districtHeatingConsumption: true },
      route: '/kulutus',
      services: [substitute(ApiClientRef, createFakeApiClient({ [paths.me]: meAnswer, [paths.content]: content }))],
    },
  );
}

describe('"Kulutus" opens on a chart', () => {
  afterEach(() => window.localStorage.clear());

  it("goes to the first place with consumption, and the page's switcher lists the places with something to show", async () => {
    renderIndex();
    expect(await screen.findByRole('heading', { name: 'Sähkö P-HOME' })).toBeInTheDocument();
    const switcher = await screen.findByRole('combobox', { name: 'Käyttöpaikka' });
    expect([...(switcher as HTMLSelectElement).options].map((o) => o.value)).toEqual(['P-HOME', 'P-HEAT']);
    expect(readLastViewedPlace(USER_ID)).toBe('P-HOME');

    await userEvent.selectOptions(switcher, 'P-HEAT');
    expect(await screen.findByRole('heading', { name: 'Lämpö P-HEAT' })).toBeInTheDocument();
    expect(readLastViewedPlace(USER_ID)).toBe('P-HEAT');
  });

  it('goes to the place viewed last (a heat place to its district heating view)', async () => {
    rememberViewedPlace(USER_ID, 'P-HEAT');
    renderIndex();
    expect(await screen.findByRole('heading', { name: 'Lämpö P-HEAT' })).toBeInTheDocument();
  });

  it('ignores a remembered place the user no longer has', async () => {
    rememberViewedPlace(USER_ID, 'P-SOLD');
    renderIndex();
    expect(await screen.findByRole('heading', { name: 'Sähkö P-HOME' })).toBeInTheDocument();
  });

  it('says so when no place has consumption to show', async () => {
    renderIndex({ content: [place('P-NONE', 'Varasto', [])] });
    expect(
      await screen.findByRole('heading', { name: 'Sinulla ei ole käyttöpaikkoja, joiden kulutustiedot olisivat saatavilla.' }),
    ).toBeInTheDocument();
  });
});

describe('place switcher labels', () => {
  it('name the place and its address, without repeating a street the name already has', () => {
    expect(placeLabel({ name: 'Koti', address: 'Koivukuja 7, 65320 Vaasa' })).toBe('Koti, Koivukuja 7, 65320 Vaasa');
    expect(placeLabel({ name: 'Rivitalo, Puijonkatu 40 C 5', address: 'Puijonkatu 40 C 5, 70100 Kuopio' })).toBe('Rivitalo, Puijonkatu 40 C 5');
  });
});
