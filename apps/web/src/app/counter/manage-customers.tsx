import ManageCustomers from '@/features/customers/routes/manage-customers';
import { WalkInModal } from './walk-in-modal';

/** Manage Customers whose Add customer also takes the racket bought now and books its restring (the counter's flow). */
export default function CounterManageCustomers() {
  return <ManageCustomers addCustomer={WalkInModal} />;
}
