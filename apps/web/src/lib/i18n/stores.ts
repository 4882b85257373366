import { useTranslation } from 'react-i18next';
import { STORES } from '@shop/domain/pickup';

/**
 * A store's name in the screen's language: the English name is the value the API carries ("Jumeirah Store"),
 * the Arabic comes from the messages catalogue (فرع جميرا), as the server's messages name it.
 */
export function useStoreName(): (store: string) => string {
  const { t } = useTranslation('common');
  return (store) => t(store, { ns: 'messages' });
}

/** The stores as a Select's options: the English name as the value, the name in the screen's language shown. */
export function useStoreOptions(): { value: string; label: string }[] {
  const storeName = useStoreName();
  return STORES.map((store) => ({ value: store, label: storeName(store) }));
}
