import { Text } from '@mantine/core';
import type { StoreSettings } from '@shop/domain/contracts/settings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStoreSettings } from '../api/get-store-settings';
import { useSaveStoreSettings } from '../api/save-store-settings';
import { SettingSwitchCard } from './setting-switch-card';

function sourceText(t: TFunction, source: StoreSettings['source']): string {
  const texts: Record<StoreSettings['source'], string> = {
    setting: t('pricing.source.setting', { ns: 'settings' }),
    store: t('pricing.source.store', { ns: 'settings' }),
    default: t('pricing.source.default', { ns: 'settings' }),
  };
  return texts[source];
}

/** Whether catalogue prices include VAT: a superadmin changes it, an admin sees it. */
export function StorePricingCard() {
  const { t } = useTranslation('settings');
  const save = useSaveStoreSettings();
  return (
    <SettingSwitchCard
      id="store-pricing-title"
      title={t('pricing.title')}
      loadingLabel={t('pricing.loading')}
      setting={useStoreSettings()}
      isOn={(data) => data.prices_include_vat}
      save={(next) => save.mutateAsync({ prices_include_vat: next })}
      saving={save.isPending}
      label={t('pricing.label')}
      description={(on) => (on ? t('pricing.included') : t('pricing.added'))}
      readOnlyNote={t('onlySuperadmin')}
    >
      {(data) => (
        <Text size="xs" c="dimmed">
          {sourceText(t, data.source)} {t('pricing.appliesFromNow')}
        </Text>
      )}
    </SettingSwitchCard>
  );
}
