import type { Customership } from '../../contract/customerInfo';

type Address = Customership['address'];

/** "Koivukuja 7, 65320 Vaasa", skipping the parts not given; null when none is. */
export function addressText(address: Address): string | null {
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  const text = [address.streetAddress, place].filter(Boolean).join(', ');
  return text || null;
}
