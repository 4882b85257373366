import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Container } from '@mantine/core';
import type { Action } from '@shop/domain/policies';
import { LoadingState } from '@/components/ui/loading-state';
import { getToken } from '@/lib/session';
import { RequireRole, RequireSession } from './guards';
import { page, preloadFirstScreen } from './lazy-page';
import { warmCustomersList } from './counter/warm-customers';

// The screens behind a session, loaded after the app's first screen (router.tsx): the dashboard's
// frame and the confirm dialogs' provider are chunks of their own too, which the public screens
// (login) do not need.
// The toasts' container: only the screens behind a session show toasts, so /login does not download it.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));
const ModalsProvider = page(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));
/** The dashboard's frame inside the dialogs' provider, both fetched at once. */
const DashboardFrame = page(async () => {
  const [{ DashboardLayout }, { ModalsProvider: Modals }] = await Promise.all([
    import('./layout/dashboard-layout'),
    import('@mantine/modals'),
  ]);
  return {
    default: () => (
      <Modals>
        <DashboardLayout />
      </Modals>
    ),
  };
});
const Profile = page(() => import('@/features/auth/routes/profile'));
const PendingRequests = page(() => import('@/features/staff-requests/routes/pending-requests'));
const StaffAccounts = page(() => import('@/features/staff-accounts/routes/staff-accounts'));
const AuditTrail = page(() => import('@/features/audit/routes/audit-trail'));
const Mailbox = page(() => import('@/features/mailbox/routes/mailbox'));
const UndeliveredEmails = page(() => import('@/features/outbox/routes/undelivered-emails'));
const Home = page(() => import('./counter/home'));
const ManageCustomers = page(() => import('./counter/manage-customers'), warmCustomersList);
const CustomerDetails = page(() => import('./counter/customer-details'));
const AddPurchases = page(() => import('@/features/purchases/routes/add-purchases'));
const OurServices = page(() => import('@/features/purchases/routes/our-services'));
const ServiceDetails = page(() => import('@/features/bookings/routes/service-details'));
const BookingForm = page(() => import('@/features/bookings/routes/booking-form'));
const BookingDetails = page(() => import('@/features/bookings/routes/booking-details'));
const BookingFinal = page(() => import('@/features/bookings/routes/booking-final'));
const GripBookingForm = page(() => import('@/features/bookings/routes/grip-booking-form'));
const GripBookingDetails = page(() => import('@/features/bookings/routes/grip-booking-details'));
const GripBookingFinal = page(() => import('@/features/bookings/routes/grip-booking-final'));
const CustomerBookings = page(() => import('@/features/bookings/routes/customer-bookings'));
const Tickets = page(() => import('@/features/tickets/routes/tickets'));
const SupportTickets = page(() => import('@/features/tickets/routes/support-tickets'));
const TicketDetail = page(() => import('@/features/tickets/routes/ticket-detail'));
const TicketResponse = page(() => import('@/features/tickets/routes/ticket-response'));
const ManageInvoices = page(() => import('@/features/invoices/routes/manage-invoices'));
const StoreInvoices = page(() => import('@/features/store-invoices/routes/store-invoices'));
const EditStoreInvoice = page(() => import('@/features/store-invoices/routes/edit-store-invoice'));
const SendInvite = page(() => import('@/features/invites/routes/send-invite'));
const Settings = page(() => import('@/features/settings/routes/settings'));
const Bench = page(() => import('@/features/jobs/routes/bench'));
const Job = page(() => import('@/features/jobs/routes/job'));
const Reminders = page(() => import('@/features/reminders/routes/reminders'));
const Reports = page(() => import('@/features/reports/routes/reports'));
const CashUp = page(() => import('@/features/reports/routes/cash-up'));
const Stock = page(() => import('@/features/stock/routes/stock'));
const PaymentsToResolve = page(() => import('@/features/payments-to-resolve/routes/payments-to-resolve'));
const NotFound = page(() => import('./not-found'));

function guarded(action: Action, Component: LazyExoticComponent<ComponentType>) {
  return (
    <RequireRole action={action}>
      <Component />
    </RequireRole>
  );
}

/** Screens outside the dashboard that still need a session (pending requests, the store-invoice editor). */
function sessionPage(action: Action, Component: LazyExoticComponent<ComponentType>) {
  return (
    <RequireSession>
      <Container component="main" size="lg" py="xl">
        <Suspense fallback={<LoadingState />}>
          <ModalsProvider>{guarded(action, Component)}</ModalsProvider>
        </Suspense>
      </Container>
    </RequireSession>
  );
}

/** The dashboard's frame (header, sidebar, footer) around the screens of a route's children. */
function dashboardFrame() {
  return (
    <RequireSession>
      <Suspense fallback={<LoadingState />}>
        <DashboardFrame />
      </Suspense>
    </RequireSession>
  );
}

/**
 * Any other address: with a session, "Page not found" in the dashboard's frame (the session stays; a mistyped
 * link no longer shows the login page to someone logged in); without one, the login page as before.
 */
function UnknownAddress() {
  if (!getToken()) return <Navigate to="/login" replace />;
  return (
    <Suspense fallback={<LoadingState />}>
      <DashboardFrame />
    </Suspense>
  );
}

const routes: RouteObject[] = [
  { path: '/pending-requests', element: sessionPage('staffRequests:read', PendingRequests) },
  { path: '/superadmin/bigcommerce-invoices/:invoiceId', element: sessionPage('storeInvoices:edit', EditStoreInvoice) },
  {
    path: '/dashboard',
    element: dashboardFrame(),
    children: [
      { index: true, element: <Home /> },
      { path: 'manage-customer', element: guarded('customers:read', ManageCustomers) },
      { path: 'customer-details', element: guarded('customers:read', CustomerDetails) },
      { path: 'add-purchases/:customerId', element: guarded('purchases:create', AddPurchases) },
      { path: 'our-services/:customerId', element: guarded('customers:read', OurServices) },
      { path: 'our-services', element: guarded('customers:read', OurServices) },
      { path: 'customer/service-details/:customerId', element: guarded('bookings:create', ServiceDetails) },
      { path: 'booking-form', element: guarded('bookings:create', BookingForm) },
      { path: 'booking-details', element: guarded('bookings:create', BookingDetails) },
      { path: 'booking-final', element: guarded('bookings:create', BookingFinal) },
      { path: 'grip-booking-form', element: guarded('bookings:create', GripBookingForm) },
      { path: 'grip-booking-details', element: guarded('bookings:create', GripBookingDetails) },
      { path: 'grip-booking-final', element: guarded('bookings:create', GripBookingFinal) },
      { path: 'booking-customer', element: guarded('bookings:read', CustomerBookings) },
      { path: 'support-tickets', element: guarded('tickets:read', SupportTickets) },
      { path: 'ticket-details', element: guarded('tickets:read', Tickets) },
      { path: 'detailed-ticket/:ticketId', element: guarded('tickets:read', TicketDetail) },
      { path: 'ticket-response', element: guarded('tickets:respond', TicketResponse) },
      { path: 'manage-invoices', element: guarded('invoices:read', ManageInvoices) },
      { path: 'bigcommerce-invoices', element: guarded('storeInvoices:read', StoreInvoices) },
      { path: 'send-invite', element: guarded('invites:send', SendInvite) },
      { path: 'profile', element: guarded('profile:read', Profile) },
      { path: 'mailbox', element: guarded('mailbox:read', Mailbox) },
      { path: 'undelivered-emails', element: guarded('outbox:resend', UndeliveredEmails) },
      { path: 'jobs', element: guarded('jobs:read', Bench) },
      { path: 'jobs/:jobId', element: guarded('jobs:read', Job) },
      { path: 'reminders', element: guarded('reminders:read', Reminders) },
      { path: 'reports', element: guarded('reports:read', Reports) },
      { path: 'reports/cash-up', element: guarded('reports:read', CashUp) },
      { path: 'stock', element: guarded('stock:read', Stock) },
      { path: 'staff', element: guarded('staffAccounts:read', StaffAccounts) },
      { path: 'audit', element: guarded('audit:read', AuditTrail) },
      { path: 'payments-to-resolve', element: guarded('payments:resolve', PaymentsToResolve) },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    // Settings sit in the dashboard's frame at their own address.
    path: '/settings',
    element: dashboardFrame(),
    children: [{ index: true, element: guarded('settings:read', Settings) }],
  },
  { element: <UnknownAddress />, children: [{ path: '*', element: <NotFound /> }] },
];

// On a reload of a dashboard address the frame and the screen start downloading as soon as this table is in.
preloadFirstScreen(routes);

/** Every address that is not a public screen (router.tsx sends them here). */
export default function SessionRoutes() {
  const screen = useRoutes(routes);
  return (
    <>
      <Suspense fallback={null}>
        {/* Centred just below the header (global.css; docs/decisions/toasts.md). */}
        <Notifications position="top-center" />
      </Suspense>
      {screen}
    </>
  );
}
