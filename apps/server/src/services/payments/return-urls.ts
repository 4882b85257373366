/** Where the payer comes back from the hosted payment page: payment-success when paid, else the waiting page. */
export function paymentReturnUrls(
  publicUrl: string,
  cartId: string,
): { paid: string; declined: string; canceled: string } {
  const query = `cart_id=${encodeURIComponent(cartId)}`;
  return {
    paid: `${publicUrl}/payment-success?${query}`,
    declined: `${publicUrl}/waiting-for-payment?${query}`,
    canceled: `${publicUrl}/waiting-for-payment?${query}`,
  };
}
