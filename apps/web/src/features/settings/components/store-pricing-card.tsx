import { useState } from 'react';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { can } from '@shop/domain/policies';
import { SETTINGS_MESSAGES, type StoreSettings } from '@shop/domain/contracts/settings';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { useStoreSettings } from '../api/get-store-settings';
import { useSaveStoreSettings } from '../api/save-store-settings';

const SOURCE_TEXT: Record<StoreSettings['source'], string> = {
  setting: 'Chosen on this screen.',
  store: "Taken from the store's tax settings (prices entered with tax); not chosen here yet.",
  default: 'The default: the store does not say, and it has not been chosen here yet.',
};

/** Whether catalogue prices include VAT: a superadmin changes it, an admin sees it. */
export function StorePricingCard() {
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const [refusal, setRefusal] = useState<string | null>(null);
  const editable = can(getRole(), 'settings:edit');
  const value = settings.data?.prices_include_vat ?? true;

  async function onChange(next: boolean) {
    setRefusal(null);
    try {
      await save.mutateAsync({ prices_include_vat: next });
      notifications.show({ color: 'green', message: SETTINGS_MESSAGES.saved });
    } catch (error) {
      setRefusal(errorMessage(error, SETTINGS_MESSAGES.saveFailed));
    }
  }

  return (
    <Card component="section" aria-labelledby="store-pricing-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="store-pricing-title">
          Store pricing
        </Title>
        {settings.isPending ? <LoadingState label="Loading the store pricing…" /> : null}
        {settings.isError ? <ErrorState message={errorMessage(settings.error, SETTINGS_MESSAGES.loadFailed)} /> : null}
        {settings.data ? (
          <>
            <Switch
              checked={value}
              disabled={!editable || save.isPending}
              onChange={(event) => void onChange(event.currentTarget.checked)}
              label="Catalogue prices include VAT"
              description={
                value
                  ? 'Store invoices take the 5% VAT out of store prices: 105.00 AED is 100.00 + 5.00 VAT.'
                  : 'Store invoices add 5% VAT on top of store prices: 105.00 AED becomes 105.00 + 5.25 VAT.'
              }
            />
            <Text size="xs" c="dimmed">
              {SOURCE_TEXT[settings.data.source]} Applies to invoices made from now on; existing invoices keep their
              lines.
            </Text>
            {!editable ? (
              <Text size="xs" c="dimmed">
                Only a super admin can change this.
              </Text>
            ) : null}
            {refusal ? (
              <Text size="sm" c="red.8" role="alert">
                {refusal}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
