/**
 * The customers area's exact messages, in a module without Zod so that screens needing only the words (Manage
 * Customers, a row's "No email") do not load the schemas. Re-exported by contracts/customers.ts.
 */
export const CUSTOMER_MESSAGES = {
  noCustomers: 'No customers found',
  searchPlaceholder: 'Search by id, name, email or phone',
  storeUnreachable: 'The online store could not be reached. Please try again in a minute.',
  synced: 'Customer details updated from the online store.',
  noEmail: 'No email',
  addCustomer: 'Add customer',
  created: 'Customer added.',
  createFailed: 'Failed to add the customer. Please try again.',
  firstNameRequired: 'Please enter the first name.',
  lastNameRequired: 'Please enter the last name.',
  nameTooLong: 'A name can be at most 100 characters.',
  phoneInvalid: 'Please enter a UAE mobile number, for example 050 123 4567 or +971 50 123 4567.',
  emailInvalid: 'Please enter a valid email address, or leave it empty.',
  phoneTaken: 'This phone number already belongs to a customer.',
  emailTaken: 'This email already belongs to a customer.',
} as const;
