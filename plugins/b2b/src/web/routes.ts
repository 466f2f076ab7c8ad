import { createRouteRef } from '@portal/core';

/** The plugin's page. Menu steps and links point at this ref; a company config may move its path. */
export const b2bRoute = createRouteRef({ id: 'b2b.page', path: '/yritys/kayttopaikat' });

/** Composite locations of a company (b2b-places): create, modify by separating, month totals. */
export const b2bCompositesRoute = createRouteRef({ id: 'b2b.composites', path: '/yritys/yhdistelmat' });

/** Comparisons, mass export and invoice check of a company (b2b-places). */
export const b2bReportsRoute = createRouteRef({ id: 'b2b.reports', path: '/yritys/raportit' });

/** A company's place or composite (b2b-places): detail, month by day, its details form. */
export const b2bPlaceRoute = createRouteRef({ id: 'b2b.place', path: '/yritys/kayttopaikka/:companyReferenceId/:compositeLocationIdentifier' });
