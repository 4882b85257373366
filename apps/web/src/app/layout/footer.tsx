import type { ReactNode } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/use-public-config';
import { useInfoLinkLabel } from './info-link-label';

/**
 * Links to the shop's information pages (SHOP_INFO_LINKS on the server), and `action` (the chat
 * button) in the same flow: it takes its own place at the end of the page, so it never covers a
 * link, a field or a button (docs/decisions/counter.md).
 */
export function Footer({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('common');
  const config = usePublicConfig();
  const linkLabel = useInfoLinkLabel();
  return (
    <Group
      component="footer"
      justify="space-between"
      mt="xl"
      pt="md"
      pb="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      wrap="wrap"
      gap="xs"
    >
      <Text size="xs" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear(), shop: config.data?.shopName ?? 'Racket Lab Tennis' })}
      </Text>
      <Group gap="md" wrap="wrap" align="center">
        {(config.data?.infoLinks ?? []).map((link) => (
          <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
            {linkLabel(link)}
          </Anchor>
        ))}
        {action}
      </Group>
    </Group>
  );
}
