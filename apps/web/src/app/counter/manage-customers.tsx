import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MESSAGES } from '@shop/domain/contracts/customers-messages';
import ManageCustomers, { type CustomerRowAction } from '@/features/customers/routes/manage-customers';
import type { AddCustomerModalProps } from '@/features/customers/components/add-customer-modal';
import { LoadingState } from '@/components/ui/loading-state';

// The counter's additions come in chunks of their own, after the list: the walk-in dialog (the racket bought now,
// its catalogue search, the purchase and the restring) when it first opens, the rows' actions (the booking flow's
// modules) once the rows are on screen. The customers list is usable without them (docs/decisions/production.md,
// "Customers screen at 4× CPU slowdown").
const WalkInModal = lazy(() => import('./walk-in-modal').then((m) => ({ default: m.WalkInModal })));
const RestringButton = lazy(() =>
  import('@/features/bookings/components/restring-button').then((m) => ({ default: m.RestringButton })),
);
const SameAsLastButton = lazy(() =>
  import('@/features/bookings/components/same-as-last-button').then((m) => ({ default: m.SameAsLastButton })),
);

/** A row action that appears once its chunk is in (nothing in its place meanwhile: the row is usable without it). */
const lazyAction =
  (Action: ComponentType<ComponentProps<CustomerRowAction>>): CustomerRowAction =>
  (props) => (
    <Suspense fallback={null}>
      <Action {...props} />
    </Suspense>
  );
const ROW_ACTIONS = [lazyAction(RestringButton), lazyAction(SameAsLastButton)];

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
