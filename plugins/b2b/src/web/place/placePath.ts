import { b2bPlaceRoute } from '../routes';

/** The detail page's path of a company's place or composite. */
export function placePath(companyReferenceId: string, identifier: string): string {
  return b2bPlaceRoute.defaultPath
    .replace(':companyReferenceId', encodeURIComponent(companyReferenceId))
    .replace(':compositeLocationIdentifier', encodeURIComponent(identifier));
}
