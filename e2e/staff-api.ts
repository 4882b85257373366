import { addDays, shopDate } from '@shop/domain/shop-days';
import { DEMO_PASSWORD } from './demo';

/** Calls the API as one signed-in staff member: JSON in and out; a failed call throws with its status and body. */
export type StaffApi = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Signs `email` in through POST /api/admin/login and answers the session's token. */
async function sessionToken(baseUrl: string, email: string, password: string): Promise<string> {
  const session = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, recaptchaToken: '' }),
  });
  return ((await session.json()) as { token: string }).token;
}

/** Signs `email` in and answers a caller of the API with that session. */
export async function signInApi(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<StaffApi> {
  const token = await sessionToken(baseUrl, email, password);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Downloads a file of the API (a PDF) as one signed-in staff member: its bytes; a failed call throws. */
export type StaffFiles = (path: string) => Promise<Uint8Array>;

/** Signs `email` in and answers a downloader of the API's files with that session. */
export async function signInFiles(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<StaffFiles> {
  const token = await sessionToken(baseUrl, email, password);
  return async (path) => {
    const response = await fetch(`${baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}

export interface DemoCustomer {
  id: number;
  name: string;
  email: string;
  phone: string;
}

/** The first page of demo customers (ten), as Manage Customers lists them. */
export async function demoCustomers(apiCall: StaffApi): Promise<DemoCustomer[]> {
  return (await apiCall<{ items: DemoCustomer[] }>('GET', 'admin/customers?page=1&pageSize=10&search=')).items;
}

/** Opens an online checkout of one regular string (150 AED) for a demo customer; answers its payment page. */
export async function openCheckout(apiCall: StaffApi, customerId: number, racket: string): Promise<string> {
  const cart = `TXN${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created = await apiCall<{ data: { payment_url: string } }>('POST', 'payments/create', {
    pickup_fee: 0,
    bookings: [
      {
        bigcommerce_customer_id: customerId,
        cart_id: cart,
        service_kind: 'string',
        string_id: 2,
        grip_id: null,
        // Tomorrow: today, read here, is in the past for a server reading its clock after 20:00 UTC.
        booking_date: addDays(shopDate(), 1),
        pickup_option: 'in-store',
        instore_location: 'Marina Store',
        delivery_address: null,
        racket_name: racket,
        total_cost: 150,
        freeService: false,
        rp_id: null,
        claim_id: null,
      },
    ],
  });
  return created.data.payment_url;
}

/**
 * Books a pay-in-store stringing (150 AED, collected tomorrow at the Marina Store) for a demo customer through the
 * API, as the counter does: answers its job id. Tomorrow in Dubai: today, read here, is in the past for a server
 * reading its clock after 20:00 UTC.
 */
export async function bookInStoreJob(apiCall: StaffApi, customerId: number, racket: string): Promise<number> {
  const booked = await apiCall<{ data: { bookings: { booking_id: number }[] } }>(
    'POST',
    'store-payment/confirm-instore-payment',
    {
      recaptchaToken: '',
      bookings: [
        {
          bigcommerce_customer_id: customerId,
          service_kind: 'string',
          string_id: 2,
          booking_date: addDays(shopDate(), 1),
          pickup_option: 'in-store',
          instore_location: 'Marina Store',
          racket_name: racket,
          total_cost: 150,
          cart_id: `TXN${Date.now()}${Math.floor(Math.random() * 1000)}`,
        },
      ],
    },
  );
  return booked.data.bookings[0]!.booking_id;
}
