import { formatAed } from '@shop/domain/money';
import type { SandboxPayment } from './sandbox';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
    font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f1f3f5;color:#212529}
  .card{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.08);overflow:hidden}
  .head{background:#1c7ed6;color:#fff;padding:20px 24px}
  .head small{display:block;opacity:.85;font-size:12px;letter-spacing:.08em;text-transform:uppercase}
  .head h1{margin:4px 0 0;font-size:20px;font-weight:600}
  .body{padding:24px}
  .amount{font-size:34px;font-weight:700;margin:0 0 4px}
  .muted{color:#868e96;font-size:14px;margin:0}
  dl{margin:20px 0;padding:16px;background:#f8f9fa;border-radius:10px;font-size:14px;display:grid;grid-template-columns:auto 1fr;gap:8px 12px}
  dt{color:#868e96}dd{margin:0;text-align:right;overflow-wrap:anywhere}
  .actions{display:grid;gap:10px}
  button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:14px;cursor:pointer}
  .pay{background:#2f9e44;color:#fff}.hold{background:#fff9db;color:#e67700}.decline{background:#fff0f0;color:#c92a2a}.cancel{background:#f1f3f5;color:#495057}
  .badge{display:inline-block;padding:4px 10px;border-radius:999px;font-size:13px;font-weight:600}
  .paid{background:#ebfbee;color:#2b8a3e}.declined{background:#fff5f5;color:#c92a2a}.canceled,.voided{background:#f1f3f5;color:#495057}
  .held{background:#fff9db;color:#e67700}
  .foot{padding:12px 24px;border-top:1px solid #f1f3f5;font-size:12px;color:#868e96;text-align:center}
  a{color:#1c7ed6}
`;

function page(title: string, shopName: string, inner: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · ${escape(shopName)}</title><style>${STYLE}</style></head>
<body><main class="card"><div class="head"><small>Secure payment · Sandbox</small><h1>${escape(shopName)}</h1></div>
${inner}<div class="foot">Sandbox payment page: no card is charged.</div></main></body></html>`;
}

/** The hosted payment page of the sandbox provider: shop, amount in AED, and Pay / Decline / Cancel. */
export function renderSandboxPaymentPage(payment: SandboxPayment, shopName: string): string {
  const details = `<dl><dt>Reference</dt><dd>${escape(payment.cartId)}</dd><dt>For</dt><dd>${escape(payment.description)}</dd></dl>`;
  if (payment.status !== 'pending') {
    const outcome = {
      held: 'Authorised, held for review',
      paid: 'Paid',
      declined: 'Declined',
      canceled: 'Canceled',
      voided: 'Voided',
    }[payment.status];
    const back = sandboxReturnUrl(payment);
    return page(
      'Payment',
      shopName,
      `<div class="body"><p class="amount">${escape(formatAed(payment.amountFils))}</p>
<p><span class="badge ${payment.status}">${outcome}</span></p>${details}<p class="muted">This payment has already been decided. <a href="${escape(back)}">Return to the shop</a></p></div>`,
    );
  }
  return page(
    'Pay',
    shopName,
    `<div class="body"><p class="muted">Amount to pay</p><p class="amount">${escape(formatAed(payment.amountFils))}</p>${details}
<form method="post" class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${escape(formatAed(payment.amountFils))}</button>
<button class="hold" type="submit" name="action" value="hold">Authorise only (held for review)</button>
<button class="decline" type="submit" name="action" value="decline">Decline</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</form></div>`,
  );
}

/** Where the payer goes back: the paid return URL when the card was charged or authorised (as Telr's return_auth). */
export function sandboxReturnUrl(payment: SandboxPayment): string {
  if (payment.status === 'paid' || payment.status === 'held') return payment.returnUrl;
  return payment.status === 'declined' ? payment.declineUrl : payment.cancelUrl;
}

export function renderSandboxNotFound(shopName: string): string {
  return page(
    'Payment not found',
    shopName,
    `<div class="body"><p class="amount" style="font-size:22px">Payment not found</p>
<p class="muted">No payment exists for this reference. Please start again from the shop.</p></div>`,
  );
}
