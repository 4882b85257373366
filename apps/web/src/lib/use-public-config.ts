import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
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
    queryFn: () => api<PublicConfig>('public-config', { auth: false }),
    staleTime: Infinity,
  });
}
