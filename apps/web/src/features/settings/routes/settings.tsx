import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { AdaptersCard } from '../components/adapters-card';
import { DefaultSpecCard } from '../components/default-spec-card';
import { StoreConnectionCard } from '../components/store-connection-card';
import { StorePricingCard } from '../components/store-pricing-card';

/** Settings (admin and superadmin): the services in use, the store connection and the store pricing. */
export default function SettingsPage() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="The outside services the back office uses, a live check of the online store, and how store prices are read."
      />
      <Stack gap="md">
        <StoreConnectionCard />
        <StorePricingCard />
        <DefaultSpecCard />
        <AdaptersCard />
      </Stack>
    </>
  );
}
