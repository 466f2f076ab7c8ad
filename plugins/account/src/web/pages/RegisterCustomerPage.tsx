import { CustomershipProofScreen } from '../registration/CustomershipProofScreen';

/** `/asiakkaaksi`: where a confirmed sign-up without customerships is led ("Rekisteröidy asiakkaaksi"). */
export default function RegisterCustomerPage() {
  return <CustomershipProofScreen purpose="register" />;
}
