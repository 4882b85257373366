import {
  Children,
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { Container } from '@mantine/core';
import type { Action } from '@shop/domain/policies';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { LoadingState } from '@/components/ui/states';
import { RequireRole, RequireSession } from './guards';

// Every screen is its own chunk, loaded when first opened; so are the dashboard's frame and the
// confirm dialogs' provider, which the public screens (login) do not need. `preload` starts the
// download without rendering (see preloadFirstScreen).
type Loader = () => Promise<{ default: ComponentType<{ children?: ReactNode }> }>;
const page = (loader: Loader) => Object.assign(lazy(loader), { preload: loader });
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
const Login = page(() => import('@/features/auth/routes/login'));
const Register = page(() => import('@/features/auth/routes/register'));
const ForgotPassword = page(() => import('@/features/auth/routes/forgot-password'));
const ResetPassword = page(() => import('@/features/auth/routes/reset-password'));
const SetPassword = page(() => import('@/features/auth/routes/set-password'));
const Profile = page(() => import('@/features/auth/routes/profile'));
const PendingRequests = page(() => import('@/features/staff-requests/routes/pending-requests'));
const Mailbox = page(() => import('@/features/mailbox/routes/mailbox'));
const UndeliveredEmails = page(() => import('@/features/outbox/routes/undelivered-emails'));
const Notifications = page(() => import('@/features/notifications/routes/notifications'));
const PaymentSuccess = page(() => import('@/features/payments/routes/payment-success'));
const BookingSuccess = page(() => import('@/features/payments/routes/booking-success'));
const WaitingForPayment = page(() => import('@/features/payments/routes/waiting-for-payment'));
const Home = page(() => import('@/features/dashboard/routes/home'));
const ManageCustomers = page(() => import('@/features/customers/routes/manage-customers'));
const CustomerDetails = page(() => import('@/features/customers/routes/customer-details'));
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
const Unsubscribe = page(() => import('@/features/reminders/routes/unsubscribe'));
const Reports = page(() => import('@/features/reports/routes/reports'));
const Stock = page(() => import('@/features/stock/routes/stock'));

function publicPage(Component: LazyExoticComponent<ComponentType>) {
  return (
    <main>
      <Suspense fallback={<LoadingState />}>
        <Component />
      </Suspense>
    </main>
  );
}

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

const routes: RouteObject[] = [
  { path: '/', element: publicPage(Login) },
  { path: '/login', element: publicPage(Login) },
  { path: '/register', element: publicPage(Register) },
  { path: '/forgot-password', element: publicPage(ForgotPassword) },
  { path: '/reset-password', element: publicPage(ResetPassword) },
  { path: '/admin/set-password', element: publicPage(SetPassword) },
  { path: '/notifications', element: publicPage(Notifications) },
  { path: '/payment-success', element: publicPage(PaymentSuccess) },
  { path: '/booking-success', element: publicPage(BookingSuccess) },
  { path: '/waiting-for-payment', element: publicPage(WaitingForPayment) },
  { path: '/unsubscribe', element: publicPage(Unsubscribe) },
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
      { path: 'stock', element: guarded('stock:read', Stock) },
    ],
  },
  {
    // Settings sit in the dashboard's frame at their own address.
    path: '/settings',
    element: dashboardFrame(),
    children: [{ index: true, element: guarded('settings:read', Settings) }],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

/** Starts every chunk the element tree needs (the frame, the screen), instead of one after the other. */
function preload(node: ReactNode): void {
  if (!isValidElement(node)) return;
  const loader = (node.type as { preload?: () => Promise<unknown> }).preload;
  if (loader) void loader();
  Children.forEach((node.props as { children?: ReactNode }).children, preload);
}

/** The first screen opened (a reload, a link) downloads its frame and its screen together with the app. */
function preloadFirstScreen(): void {
  for (const match of matchRoutes(routes, window.location) ?? []) preload(match.route.element);
}

preloadFirstScreen();

// The declarative router (BrowserRouter + useRoutes), not the data router (createBrowserRouter): no
// screen uses loaders, actions or fetchers, and the data router's code is 16 kB gzip of the first
// download (docs/decisions/ci-speed.md, "The login budget").
let navigateTo: NavigateFunction | null = null;

setSessionExpiredHandler(() => {
  if (navigateTo) void navigateTo('/login', { replace: true });
  else window.location.assign('/login');
});

function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
