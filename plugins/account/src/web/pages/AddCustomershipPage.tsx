import { CustomershipProofScreen } from '../registration/CustomershipProofScreen';

/** `/lisaa-asiakkuus`: the side menu's "Lisää asiakkuus" step, another company's or another customer code. */
export default function AddCustomershipPage() {
  return <CustomershipProofScreen purpose="add" />;
}
