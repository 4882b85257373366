import { formatAed } from '@shop/domain/money';
import type { Language } from '@shop/domain/i18n/languages';
import type { SandboxPayment } from './sandbox';
import { SANDBOX_TEXT } from './sandbox-page-text';

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

function page(title: string, shopName: string, inner: string, language: Language): string {
  const w = SANDBOX_TEXT[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · ${escape(shopName)}</title><style>${STYLE}</style></head>
<body><main class="card"><div class="head"><small>${w.secure}</small><h1>${escape(shopName)}</h1></div>
${inner}<div class="foot">${w.foot}</div></main></body></html>`;
}

/** The hosted payment page of the sandbox provider: shop, amount in AED, and Pay / Decline / Cancel. */
export function renderSandboxPaymentPage(payment: SandboxPayment, shopName: string, language: Language = 'en'): string {
  const w = SANDBOX_TEXT[language];
  const amount = `<bdi dir="ltr">${escape(formatAed(payment.amountFils))}</bdi>`;
  const details = `<dl><dt>${w.reference}</dt><dd dir="ltr">${escape(payment.cartId)}</dd><dt>${w.for}</dt><dd>${escape(payment.description)}</dd></dl>`;
  if (payment.status !== 'pending') {
    const outcome = w[payment.status];
    const back = sandboxReturnUrl(payment);
    return page(
      w.payment,
      shopName,
      `<div class="body"><p class="amount">${amount}</p>
<p><span class="badge ${payment.status}">${outcome}</span></p>${details}<p class="muted">${w.decided} <a href="${escape(back)}">${w.back}</a></p></div>`,
      language,
    );
  }
  return page(
    w.pay,
    shopName,
    `<div class="body"><p class="muted">${w.amountToPay}</p><p class="amount">${amount}</p>${details}
<form method="post" class="actions">
<button class="pay" type="submit" name="action" value="pay">${w.pay} ${amount}</button>
<button class="hold" type="submit" name="action" value="hold">${w.hold}</button>
<button class="decline" type="submit" name="action" value="decline">${w.decline}</button>
<button class="cancel" type="submit" name="action" value="cancel">${w.cancel}</button>
</form></div>`,
    language,
  );
}

/** Where the payer goes back: the paid return URL when the card was charged or authorised (as Telr's return_auth). */
export function sandboxReturnUrl(payment: SandboxPayment): string {
  if (payment.status === 'paid' || payment.status === 'held') return payment.returnUrl;
  return payment.status === 'declined' ? payment.declineUrl : payment.cancelUrl;
}

export function renderSandboxNotFound(shopName: string, language: Language = 'en'): string {
  const w = SANDBOX_TEXT[language];
  return page(
    w.notFound,
    shopName,
    `<div class="body"><p class="amount" style="font-size:22px">${w.notFound}</p>
<p class="muted">${w.notFoundText}</p></div>`,
    language,
  );
}
