import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Fils } from '@shop/domain/money';
/**
 * Where a payment stands at the provider. `held`: authorised but not captured, on hold for review, or an answer we
 * do not know: the payer's card may be charged, so the checkout must never be canceled by the expiry sweep.
 */
export type ProviderPaymentStatus = 'pending' | 'held' | 'paid' | 'declined' | 'canceled';

export interface BillingAddress {
  line1: string;
  city: string;
  region: string;
  country: 'AE';
}

export interface CreatePaymentInput {
  /** Our transaction reference; the provider keeps it (Telr: ivp_cart). */
  cartId: string;
  amountFils: Fils;
  description: string;
  customer: { name: string; email: string | null; phone?: string };
  /**
   * Where the payer is billed: the customer's default address, else the shop's (Telr wants a
   * complete one). Loaded only by a provider that sends it.
   */
  billingAddress: () => Promise<BillingAddress>;
  /** Where the payer returns: paid, declined, canceled. */
  returnUrls: { paid: string; declined: string; canceled: string };
  /**
   * The caller's statement that keeps the new payment's reference and page (on its checkout). A provider whose own
   * record is a row of this database (`paymentInserts`) hands it back with that row's insert, and answers `kept`;
   * otherwise the caller runs it.
   */
  keep?: (payment: CreatedPayment) => SQL;
}

export interface CreatedPayment {
  /** The hosted payment page to send the payer to. */
  paymentUrl: string;
  /** The provider's own reference of the order (Telr: order ref), used to check it later. */
  reference: string;
  /** The input's `keep` statement ran with the provider's own record. */
  kept?: boolean;
}

export interface PaymentCheck {
  status: ProviderPaymentStatus;
  /** The amount the provider holds for the order, to compare with ours; null when it does not say. */
  amountFils: Fils | null;
  /** The currency of that amount (ISO 4217), to compare with ours (AED); null when it does not say. */
  currency: string | null;
  /** The provider's transaction reference when paid. */
  transactionReference: string | null;
  /**
   * The provider's own code of the answer, as it gave it (Telr: the order status code and the transaction status,
   * "3/A", "3/H", "7"): shown on a held payment, so an answer we do not know is seen as Telr gave it.
   */
  providerCode?: string;
}

/**
 * The answer to a follow-up (void, capture, refund) was lost after it was sent: it timed out, came back 5xx, or made
 * no sense. The provider may have processed it, so it is recorded as unknown and never sent again before the
 * provider's own record (its linked transactions) has been read.
 */
export interface LostAnswer {
  lost: true;
  reason: string;
}

/**
 * The provider's answer to a void of a held payment: released, or refused with the provider's reason
 * (a few words) and where the payment stands now (paid when it was captured in the meantime), or lost.
 */
export type VoidAnswer =
  | { voided: true }
  | { voided: false; lost?: undefined; reason: string; check: PaymentCheck }
  | ({ voided: false } & LostAnswer);

/** The provider's answer to a capture of a held (authorised) payment, as a void's. */
export type CaptureAnswer =
  | { captured: true; reference: string }
  | { captured: false; lost?: undefined; reason: string; check: PaymentCheck }
  | ({ captured: false } & LostAnswer);

/**
 * The provider's answer to a refund of (part of) a captured payment: refunded (with the provider's
 * reference of the refund), refused with the provider's reason in a few words, or lost.
 */
export type RefundAnswer =
  | { refunded: true; reference: string }
  | { refunded: false; lost?: undefined; reason: string }
  | ({ refunded: false } & LostAnswer);

/** One transaction the provider links to a payment (Telr: its linked transactions): what it was and whether it went through. */
export interface FollowUp {
  type: 'refund' | 'void' | 'capture' | 'other';
  /** Processed (Telr status A). */
  approved: boolean;
  amountFils: Fils | null;
  reference: string;
}

/** A hosted payment page provider. Every method throws badGateway when the provider cannot be reached. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'telr';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Only a provider whose payments are rows of this database (the sandbox): the new payment's page and reference, and
   * the statements that write it (its row, and the input's `keep`), for the caller to run as parts of one of its own
   * statements in the checkout's transaction: the checkout and its payment commit together, with no round trip of
   * their own (`kept` is true).
   */
  paymentInserts?(tx: DbOrTx, input: CreatePaymentInput): { payment: CreatedPayment; inserts: SQL[] };
  checkPayment(input: { cartId: string; reference: string }): Promise<PaymentCheck>;
  /**
   * We give up on an order that stayed unpaid too long: the provider stops the payer paying it where
   * it can, then answers where it stands (paid when the payer got there first).
   */
  closePayment(input: { cartId: string; reference: string }): Promise<PaymentCheck>;
  /**
   * An admin gives up a held payment: the provider voids the authorisation (the amount held on the
   * payer's card is released), only when it still holds it.
   */
  voidPayment(input: { cartId: string; reference: string; amountFils: Fils }): Promise<VoidAnswer>;
  /**
   * An admin takes a held (authorised) payment: the provider captures it, only when it still holds it; refused: where
   * the payment stands now.
   */
  capturePayment(input: { cartId: string; reference: string; amountFils: Fils }): Promise<CaptureAnswer>;
  /**
   * The transactions the provider links to the payment (refunds, voids, captures), read before a follow-up whose
   * answer was lost is sent again. A provider without it (the sandbox) never loses an answer and keeps refund keys.
   */
  followUps?(input: { cartId: string; reference: string }): Promise<FollowUp[]>;
  /**
   * Asks the provider whether it accepts the keys its follow-ups need (Telr: the Remote API key and the Service API
   * key), with requests that change nothing: the problems in words (none: []), `refused` when the provider turned a
   * key down. Throws badGateway when it cannot be reached.
   */
  checkKeys?(): Promise<{ problems: string[]; refused: boolean }>;
  /**
   * Staff cancel (or cheapen) a paid booking: the provider gives `amountFils` of the captured payment
   * back to the card. `refundKey` names this refund (a provider that keeps keys refunds it once).
   */
  refundPayment(input: {
    cartId: string;
    reference: string;
    amountFils: Fils;
    refundKey: string;
  }): Promise<RefundAnswer>;
}
