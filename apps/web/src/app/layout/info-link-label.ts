import { useTranslation } from 'react-i18next';
import type { InfoLink } from '@/lib/use-public-config';

/**
 * A footer link's label in the screen's language (docs/decisions/i18n.md): English shows the configured
 * label as it is; Arabic shows the label the shop configured for Arabic, else the Arabic name of one of the
 * four default pages, else the configured label.
 */
export function useInfoLinkLabel(): (link: InfoLink) => string {
  const { t, i18n } = useTranslation('common');
  const known: Record<string, string> = {
    'About us': t('footer.link.about'),
    'Terms & Conditions': t('footer.link.terms'),
    'Privacy Policy': t('footer.link.privacy'),
    Contact: t('footer.link.contact'),
  };
  return (link) => (i18n.language === 'ar' ? (link.labelAr ?? known[link.label] ?? link.label) : link.label);
}
