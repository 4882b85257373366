import ManageCustomers from '@/features/customers/routes/manage-customers';
import { RestringButton } from '@/features/bookings/components/restring-button';
import { SameAsLastButton } from '@/features/bookings/components/same-as-last-button';
import { WalkInModal } from './walk-in-modal';

const ROW_ACTIONS = [RestringButton, SameAsLastButton];

/**
 * Manage Customers whose Add customer also takes the racket bought now and books its restring, and whose rows offer
 * Restring (straight to a restring with everything known filled in) and "Same as last time" (the counter's flow,
 * composed here: customers and bookings do not import each other for it).
 */
export default function CounterManageCustomers() {
  return <ManageCustomers addCustomer={WalkInModal} rowActions={ROW_ACTIONS} />;
}
