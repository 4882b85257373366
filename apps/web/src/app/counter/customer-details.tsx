import CustomerDetails from '@/features/customers/routes/customer-details';
import { ReadyForPickupCard } from '@/features/jobs/components/ready-for-pickup-card';

/** The customer's page with their rackets ready for pickup, each handed over with Collect (the counter's handover). */
export default function CounterCustomerDetails() {
  return <CustomerDetails readyJobs={ReadyForPickupCard} />;
}
