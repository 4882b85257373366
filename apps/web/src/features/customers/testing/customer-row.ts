import type { CustomersPage } from '@shop/domain/contracts/customers';

/** One row of Manage Customers as GET /api/admin/customers answers it. */
export const CUSTOMER_ROW: CustomersPage['items'][number] = {
  id: 42,
  name: 'Hessa Al Falasi',
  first_name: 'Hessa',
  last_name: 'Al Falasi',
  email: 'hessa@example.ae',
  phone: '+971 50 111 2222',
};
