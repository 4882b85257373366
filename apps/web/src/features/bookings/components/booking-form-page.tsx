import type { ReactNode } from 'react';
import type { CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { PageHeader } from '@/components/ui/page-header';
import { isUnfinished } from '@/lib/checkout-store';
import { useBookingFlow } from '../lib/use-booking-flow';
import { CheckoutNotice, FlowFallback } from './flow-states';
import { UnfinishedCheckout } from './unfinished-checkout';

/**
 * A booking form's page (string or grip): the flow's fallback until the customer and the checkout are known, then
 * the header and the flow's notice above either the checkout left unfinished (continue or discard) or the form.
 */
export function BookingFormPage(props: {
  title: string;
  description: string;
  form(customer: NavCustomer, checkout: CheckoutDraft): ReactNode;
}) {
  const flow = useBookingFlow();
  if (flow.status !== 'ready') return <FlowFallback flow={flow} />;
  return (
    <>
      <PageHeader title={props.title} description={props.description} />
      <CheckoutNotice notice={flow.notice} onClose={flow.dismissNotice} />
      {isUnfinished(flow.checkout) ? (
        <UnfinishedCheckout customer={flow.customer} checkout={flow.checkout} />
      ) : (
        props.form(flow.customer, flow.checkout)
      )}
    </>
  );
}
