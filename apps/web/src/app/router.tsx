import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { LoadingState } from '@/components/ui/loading-state';
import { page, preloadFirstScreen } from './lazy-page';

// The public screens are listed here; every other address (the dashboard, settings, the screens
// behind a session, and the fallback to /login) is in ./session-routes, a chunk of its own, so the
// login screen's first download holds neither their route table nor the role guards
// (docs/decisions/ci-speed.md, "The login budget: 150 kB reached").
const Login = page(() => import('@/features/auth/routes/login'));
const Register = page(() => import('@/features/auth/routes/register'));
const ForgotPassword = page(() => import('@/features/auth/routes/forgot-password'));
const ResetPassword = page(() => import('@/features/auth/routes/reset-password'));
const SetPassword = page(() => import('@/features/auth/routes/set-password'));
const Notifications = page(() => import('@/features/notifications/routes/notifications'));
// The result pages with the new jobs' Print tag and link (composed in ./counter).
const PaymentSuccess = page(() => import('./counter/result-pages').then((m) => ({ default: m.CounterPaymentSuccess })));
const BookingSuccess = page(() => import('./counter/result-pages').then((m) => ({ default: m.CounterBookingSuccess })));
const WaitingForPayment = page(() => import('@/features/payments/routes/waiting-for-payment'));
const Unsubscribe = page(() => import('@/features/reminders/routes/unsubscribe'));
const StatusPage = page(() => import('@/features/status/routes/status-page'));
const SessionRoutes = page(() => import('./session-routes'));

function publicPage(Component: LazyExoticComponent<ComponentType>) {
  return (
    <main>
      <Suspense fallback={<LoadingState />}>
        <Component />
      </Suspense>
    </main>
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
  { path: '/status/:token', element: publicPage(StatusPage) },
  {
    path: '*',
    element: (
      <Suspense fallback={<LoadingState />}>
        <SessionRoutes />
      </Suspense>
    ),
  },
];

preloadFirstScreen(routes);

// The declarative router (BrowserRouter + useRoutes), not the data router (createBrowserRouter): no
// screen uses loaders, actions or fetchers, and the data router's code is 16 kB gzip of the first
// download (docs/decisions/ci-speed.md, "The login budget after i18next").
let navigateTo: NavigateFunction | null = null;

setSessionExpiredHandler(() => {
  // The login returns to the screen the session ended on.
  if (navigateTo) void navigateTo('/login', { replace: true, state: { from: location.pathname + location.search } });
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
