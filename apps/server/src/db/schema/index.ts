// Every table, one file per feature area. Each file matches the SQL in apps/server/migrations.
export * from './core';
export * from './customers';
export * from './bookings';
export * from './tickets';
export * from './store-invoices';
export * from './invites';
export * from './cancellations';
export * from './jobs';
export * from './reminders';
export * from './stock';
export * from './reports';
export * from './list-leaves';
export * from './status-links';
export * from './backups';
export * from './whatsapp';
export * from './job-photos';
export * from './receipts';
