import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickLanguageBeforeLogin } from './choose-language';

/** The public pages' language switch (login, register, passwords): offers the other language, in its own words. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const arabic = i18n.language === 'ar';
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLanguage size={16} />}
      onClick={() => void pickLanguageBeforeLogin(arabic ? 'en' : 'ar')}
      lang={arabic ? 'en' : 'ar'}
    >
      {arabic ? t('language.en') : t('language.ar')}
    </Button>
  );
}
