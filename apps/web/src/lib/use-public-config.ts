import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { setArabicIndicDigits } from './i18n/i18n';
import { publicConfigKeys } from '@/api/login-keys';

export interface InfoLink {
  label: string;
  url: string;
  labelAr?: string;
}

export interface PublicConfig {
  shopName: string;
  supportWhatsapp: string;
  /** Footer links (SHOP_INFO_LINKS); `labelAr` when the shop wrote an Arabic label. */
  infoLinks: InfoLink[];
  storeUrl: string;
  botCheck: { provider: 'off' | 'recaptcha'; siteKey: string };
  demo: boolean;
  /** Arabic screens show Arabic-Indic digits (the superadmin's setting). */
  arabicDigits?: boolean;
}

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: async () => {
      const config = await api<PublicConfig>('public-config', { auth: false });
      // The numbers translations insert follow the setting too (lib/i18n/i18n.ts).
      setArabicIndicDigits(config.arabicDigits === true);
      return config;
    },
    staleTime: Infinity,
  });
}
