import { useId, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { Card, DataTable, EmptyState, focusRing, isoToFinnish, LoadingSkeleton, type DataColumn } from '@portal/ui';
import { CONTRACT_TYPES, UTILITY_TYPES } from '@portal/domain';
import { themeColor, useApi, useTranslation } from '@portal/core';
import {
  ADMIN_CUSTOMERS_API,
  adminContractListSchema,
  adminServiceContractListSchema,
  type AdminContract,
  type AdminServiceContract,
} from '../../contract/customers';
import { ReadFailure, statusOf } from './ReadFailure';

/**
 * The admin API has no "all places of a user" route, so the card asks the customer's own content
 * route, as the view-as pages do: core's `activeUserId` path role lets an administrator with
 * `admin.users` read it for a customer of this portal's company they handle (read-only, each request
 * audited as `customers.viewAs`; 403 for a company they do not handle, 404 for no customership here).
 * Only the fields the card shows are read; the locations plugin owns the full answer.
 */
const customerContentPath = (customerId: string) => `/api/v2/servicelocation/user/${encodeURIComponent(customerId)}/content`;

const customerPlacesSchema = z.object({
  content: z.array(
    z.object({
      utilityType: z.string(),
      location: z.object({
        locationIdentifier: z.string(),
        displayName: z.string().nullable(),
        name: z.string(),
        address: z.string(),
      }),
    }),
  ),
});

interface Place {
  readonly locationIdentifier: string;
  readonly name: string;
  readonly address: string;
  readonly utilityTypes: readonly string[];
}

/** One row per place: a place with several utilities is in the content once per utility. */
function placesOf(content: z.infer<typeof customerPlacesSchema>['content']): Place[] {
  const places = new Map<string, Place>();
  for (const item of content) {
    const id = item.location.locationIdentifier;
    const known = places.get(id);
    if (!known) {
      const { displayName, name, address } = item.location;
      places.set(id, { locationIdentifier: id, name: displayName ?? name, address, utilityTypes: [item.utilityType] });
    } else if (!known.utilityTypes.includes(item.utilityType)) {
      places.set(id, { ...known, utilityTypes: [...known.utilityTypes, item.utilityType] });
    }
  }
  return [...places.values()];
}

/** Core's SPEC enumerations have a label here; ALL is only a filter value. A type outside them shows as its code. */
const hasLabel = (types: readonly string[], type: string) => type !== 'ALL' && types.includes(type);

/** The customer's use places at this portal's company; a place's details load when it is opened. */
export function CustomerPlaces({ customerId }: { readonly customerId: string }) {
  const { t } = useTranslation('admin');
  const result = useApi(customerContentPath(customerId), customerPlacesSchema);

  let body;
  if (result.error) {
    // No customership at this portal's company is an answer about the customer, not a failure.
    body =
      statusOf(result.error) === 404 ? (
        <p>{t('customers.card.placesNotHere')}</p>
      ) : (
        <ReadFailure
          error={result.error}
          retry={() => void result.mutate()}
          failed={t('customers.card.placesFailed')}
          forbidden={t('customers.card.forbidden')}
        />
      );
  } else if (!result.data) {
    body = <LoadingSkeleton lines={3} label={t('customers.card.placesLoading')} />;
  } else {
    const places = placesOf(result.data.content);
    body =
      places.length === 0 ? (
        <EmptyState title={t('customers.card.placesEmpty')} headingLevel={3} />
      ) : (
        <PlaceList>
          {places.map((place) => (
            <PlaceItem key={place.locationIdentifier} customerId={customerId} place={place} />
          ))}
        </PlaceList>
      );
  }
  return (
    <Card title={t('customers.card.placesTitle')} subtitle={t('customers.card.placesIntro')}>
      {body}
    </Card>
  );
}

/** A disclosure: the place's name is a button (aria-expanded) that shows its contracts and services. */
function PlaceItem({ customerId, place }: { readonly customerId: string; readonly place: Place }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const utilities = place.utilityTypes.map((type) => (hasLabel(UTILITY_TYPES, type) ? t(`customers.card.utilityTypes.${type}`) : type)).join(', ');
  return (
    <li>
      <PlaceHeading>
        <Disclosure type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> {place.name}
        </Disclosure>
      </PlaceHeading>
      <PlaceFacts>
        {place.address} · {utilities} · {t('customers.card.placeCode', { code: place.locationIdentifier })}
      </PlaceFacts>
      <div id={panelId} hidden={!open}>
        {open && <PlaceDetails customerId={customerId} place={place} />}
      </div>
    </li>
  );
}

function PlaceDetails({ customerId, place }: { readonly customerId: string; readonly place: Place }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <h4>{t('customers.card.contractsTitle')}</h4>
      <PlaceContracts customerId={customerId} place={place} />
      <h4>{t('customers.card.servicesTitle')}</h4>
      <PlaceServices customerId={customerId} place={place} />
    </>
  );
}

/** A place's read failed: another company's place (403) and no such place (404) are final. */
function PlaceFailure({ error, retry, failed }: { readonly error: unknown; readonly retry: () => void; readonly failed: string }) {
  const { t } = useTranslation('admin');
  return (
    <ReadFailure
      error={error}
      retry={retry}
      failed={failed}
      forbidden={t('customers.card.placeForbidden')}
      notFound={t('customers.card.placeNotFound')}
    />
  );
}

function PlaceContracts({ customerId, place }: { readonly customerId: string; readonly place: Place }) {
  const { t } = useTranslation('admin');
  const result = useApi(ADMIN_CUSTOMERS_API.contracts(customerId, place.locationIdentifier), adminContractListSchema);
  const contracts = result.data?.contracts;
  if (result.error) return <PlaceFailure error={result.error} retry={() => void result.mutate()} failed={t('customers.card.contractsFailed')} />;
  if (!contracts) return <LoadingSkeleton lines={2} label={t('customers.card.contractsLoading')} />;
  if (contracts.length === 0) return <p>{t('customers.card.contractsEmpty')}</p>;
  const columns: DataColumn<AdminContract>[] = [
    {
      key: 'product',
      header: t('customers.card.product'),
      cell: (row) => (row.additionalName ? `${row.productName} – ${row.additionalName}` : row.productName),
      rowHeader: true,
    },
    {
      key: 'type',
      header: t('customers.card.contractType'),
      cell: (row) => (hasLabel(CONTRACT_TYPES, row.contractType) ? t(`customers.card.contractTypes.${row.contractType}`) : row.contractType),
    },
    { key: 'start', header: t('customers.card.start'), cell: (row) => isoToFinnish(row.startDate), sortValue: (row) => row.startDate },
    {
      key: 'end',
      header: t('customers.card.end'),
      cell: (row) => (row.endDate ? isoToFinnish(row.endDate) : t('customers.card.untilFurther')),
      sortValue: (row) => row.endDate ?? '9999-12-31',
    },
    { key: 'active', header: t('customers.card.active'), cell: (row) => (row.active ? t('customers.search.yes') : t('customers.search.no')) },
  ];
  return (
    <DataTable
      caption={t('customers.card.contractsCaption', { place: place.name })}
      captionHidden
      columns={columns}
      rows={contracts}
      rowKey={(row) => row.contractId}
    />
  );
}

function PlaceServices({ customerId, place }: { readonly customerId: string; readonly place: Place }) {
  const { t } = useTranslation('admin');
  const result = useApi(ADMIN_CUSTOMERS_API.serviceContracts(customerId, place.locationIdentifier), adminServiceContractListSchema);
  const services = result.data?.serviceContracts;
  if (result.error) return <PlaceFailure error={result.error} retry={() => void result.mutate()} failed={t('customers.card.servicesFailed')} />;
  if (!services) return <LoadingSkeleton lines={2} label={t('customers.card.servicesLoading')} />;
  if (services.length === 0) return <p>{t('customers.card.servicesEmpty')}</p>;
  const yesNo = (value: boolean) => (value ? t('customers.search.yes') : t('customers.search.no'));
  const columns: DataColumn<AdminServiceContract>[] = [
    { key: 'service', header: t('customers.card.service'), cell: (row) => t(`customers.card.services.${row.service}`), rowHeader: true },
    { key: 'name', header: t('customers.card.serviceName'), cell: (row) => row.name ?? t('customers.card.none') },
    { key: 'available', header: t('customers.card.available'), cell: (row) => yesNo(row.available) },
    { key: 'active', header: t('customers.card.serviceActive'), cell: (row) => yesNo(row.active) },
  ];
  return (
    <DataTable
      caption={t('customers.card.servicesCaption', { place: place.name })}
      captionHidden
      columns={columns}
      rows={services}
      rowKey={(row) => `${row.contractId}-${row.service}`}
    />
  );
}

const PlaceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li + li {
    border-top: 1px solid ${themeColor('mutedText')};
    margin-top: 0.75rem;
    padding-top: 0.75rem;
  }
`;

const PlaceHeading = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const Disclosure = styled.button`
  background: none;
  border: 0;
  padding: 0.25rem 0;
  font: inherit;
  font-weight: 600;
  color: ${themeColor('primary')};
  cursor: pointer;
  text-align: left;
  ${focusRing}
`;

const PlaceFacts = styled.p`
  margin: 0.25rem 0 0;
  color: ${themeColor('mutedText')};
`;
