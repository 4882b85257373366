import { lazy, Suspense } from 'react';
import { ActionIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/use-public-config';

// Its tooltip (Mantine's Tooltip and floating-ui) comes after the first screen: the button works without it.
const Tooltip = lazy(() => import('./lazy-tooltip'));

/**
 * Round 'Chat with us' button: a WhatsApp chat with the shop's support number, in a new tab. It is
 * placed in the footer (not fixed over the page), so it never covers content or an action.
 */
export function ChatButton() {
  const { t } = useTranslation('common');
  const config = usePublicConfig();
  const number = (config.data?.supportWhatsapp ?? '').replace(/\D/g, '');
  const phone = useMediaQuery('(max-width: 48em)');
  const button = (
    <ActionIcon
      component="a"
      href={`https://wa.me/${number}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      size={phone ? 44 : 48}
      radius="xl"
      color="#25D366"
      variant="filled"
      style={{ boxShadow: '0 6px 18px rgba(0,0,0,.18)' }}
    >
      <IconBrandWhatsapp size={phone ? 24 : 26} />
    </ActionIcon>
  );
  return (
    <Suspense fallback={button}>
      <Tooltip label={t('chat.label')} position="left" withArrow>
        {button}
      </Tooltip>
    </Suspense>
  );
}
