import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title for a screen, in the screen's language: "Profile · Racket Lab". */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const full = title ? t('title.page', { title }) : t('title.app');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
