import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MESSAGES } from '@shop/domain/contracts/customers-messages';
import { can } from '@shop/domain/policies';
import DashboardHome from '@/app/counter/dashboard-home';
import { useNavbarSearchBox } from '@/lib/navbar-search';
import { getRole } from '@/lib/session';
import { page } from '../lazy-page';

const ManageCustomers = page(() => import('./manage-customers'));

/**
 * The dashboard's home with the navbar's box searching customers: what is typed opens Manage Customers with that
 * search (where a walk-in nobody knows yet is added), so the counter starts typing at once, with no click first.
 */
export default function CounterHome() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const mayRead = can(getRole(), 'customers:read');
  useEffect(() => {
    // The customers' screen is opened by the first letter typed: its code is fetched before.
    if (mayRead) void ManageCustomers.preload();
  }, [mayRead]);
  const search = useCallback(
    (value: string) => {
      if (value.trim()) void navigate(`/dashboard/manage-customer?search=${encodeURIComponent(value)}`);
    },
    [navigate],
  );
  useNavbarSearchBox(mayRead, t(CUSTOMER_MESSAGES.searchPlaceholder), '', search);
  return <DashboardHome />;
}
