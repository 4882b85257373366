import { lazy, Suspense, useState } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MESSAGES } from '@shop/domain/contracts/customers-messages';
import ManageCustomers, { type CustomerRowAction } from '@/features/customers/routes/manage-customers';
import type { AddCustomerModalProps } from '@/features/customers/components/add-customer-modal';
import { LoadingState } from '@/components/ui/loading-state';
import { RestringButton } from '@/features/bookings/components/restring-button';

// The counter's additions to the list: Restring on every row, a light button whose start (the booking flow's
// modules) loads when it is about to be clicked; "Same as last time" only on a search narrowed to a few customers,
// its chunk fetched then; the walk-in dialog (the racket bought now, its catalogue search, the purchase and the
// restring) when it first opens. The customers list loads none of the booking flow (docs/decisions/production.md,
// "Customers screen at 4× CPU slowdown").
const WalkInModal = lazy(() => import('./walk-in-modal').then((m) => ({ default: m.WalkInModal })));
const SameAsLastButton = lazy(() =>
  import('@/features/bookings/components/same-as-last-button').then((m) => ({ default: m.SameAsLastButton })),
);

/** "Same as last time": nothing until the search has narrowed (`enabled`), then its chunk, nothing in its place meanwhile. */
const SameAsLast: CustomerRowAction = (props) =>
  props.enabled ? (
    <Suspense fallback={null}>
      <SameAsLastButton {...props} />
    </Suspense>
  ) : null;
const ROW_ACTIONS: CustomerRowAction[] = [RestringButton, SameAsLast];

/** The walk-in dialog, fetched when first opened; a dialog saying it is loading meanwhile. */
function LazyWalkInModal(props: AddCustomerModalProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted && !props.opened) return null;
  return (
    <Suspense
      fallback={
        <Modal
          opened={props.opened}
          onClose={props.onClose}
          title={t(CUSTOMER_MESSAGES.addCustomer, { ns: 'messages' })}
        >
          <LoadingState />
        </Modal>
      }
    >
      <WalkInModal {...props} />
    </Suspense>
  );
}

/**
 * Manage Customers whose Add customer also takes the racket bought now and books its restring, and whose rows offer
 * Restring (straight to a restring with everything known filled in) and "Same as last time" (the counter's flow,
 * composed here: customers and bookings do not import each other for it).
 */
export default function CounterManageCustomers() {
  return <ManageCustomers addCustomer={LazyWalkInModal} rowActions={ROW_ACTIONS} />;
}
