import { Stack } from '@mantine/core';
import { can } from '@shop/domain/policies';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { getRole } from '@/lib/session';
import { DigitsCard } from '../components/digits-card';
import { AdaptersCard } from '../components/adapters-card';
import { BackupsCard } from '../components/backups-card';
import { DefaultSpecCard } from '../components/default-spec-card';
import { StoreConnectionCard } from '../components/store-connection-card';
import { ShopSettingsCard } from '../components/shop-settings-card';
import { StorePricingCard } from '../components/store-pricing-card';

/**
 * Settings (admin and superadmin): the services in use, the store connection, the store pricing, the shop's message
 * settings; backups (superadmin).
 */
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
        <ShopSettingsCard />
        <AdaptersCard />
        {can(getRole(), 'backups:manage') ? <BackupsCard /> : null}
      </Stack>
    </>
  );
}
