import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { DigitsCard } from '../components/digits-card';
import { AdaptersCard } from '../components/adapters-card';
import { DefaultSpecCard } from '../components/default-spec-card';
import { StoreConnectionCard } from '../components/store-connection-card';
import { StorePricingCard } from '../components/store-pricing-card';

/** Settings (admin and superadmin): the services in use, the store connection and the store pricing. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Stack gap="md">
        <StoreConnectionCard />
        <StorePricingCard />
        <DefaultSpecCard />
        <DigitsCard />
        <AdaptersCard />
      </Stack>
    </>
  );
}
