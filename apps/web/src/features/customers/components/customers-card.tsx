import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HomeCard, HomeCardFigure } from '@/components/ui/home-card';
import { useFindCustomers } from '../api/find-customers';
import { useFormat } from '@/lib/i18n/format';

/** Dashboard home card: how many customers the shop has, and View All (manage customers). */
export function CustomersCard() {
  const { t } = useTranslation('customers');
  const format = useFormat();
  const customers = useFindCustomers({ search: '', page: 1, pageSize: 1 });
  return (
    <HomeCard
      icon={IconUsers}
      title={t('card.title')}
      view={{ to: '/dashboard/manage-customer', label: t('card.viewAll') }}
      loading={customers.isPending}
      error={customers.isError ? t('list.failed') : null}
    >
      {customers.data ? (
        <HomeCardFigure
          testId="customer-count"
          value={format.listTotal(customers.data.total, customers.data.totalIsExact !== false)}
          hint={t('card.hint')}
        />
      ) : null}
    </HomeCard>
  );
}
