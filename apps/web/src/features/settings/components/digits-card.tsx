import { useTranslation } from 'react-i18next';
import { fils, formatAedIn } from '@shop/domain/money';
import { useDigitsSetting, useSaveDigitsSetting } from '../api/digits';
import { SettingSwitchCard } from './setting-switch-card';

const SAMPLE = fils(123450);

/** Arabic-Indic digits on Arabic screens: a superadmin changes it, an admin sees it. */
export function DigitsCard() {
  const { t } = useTranslation('settings');
  const save = useSaveDigitsSetting();
  return (
    <SettingSwitchCard
      id="digits-title"
      title={t('digits.title')}
      setting={useDigitsSetting()}
      isOn={(data) => data.arabic_digits}
      save={(next) => save.mutateAsync({ arabic_digits: next })}
      saving={save.isPending}
      label={t('digits.label')}
      description={() =>
        t('digits.description', {
          latin: formatAedIn(SAMPLE, 'ar'),
          arab: formatAedIn(SAMPLE, 'ar', { digits: 'arab' }),
        })
      }
      readOnlyNote={t('digits.onlySuperadmin')}
    />
  );
}
