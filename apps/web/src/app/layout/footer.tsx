import { Anchor, Group, Text } from '@mantine/core';
import { usePublicConfig } from '@/lib/use-public-config';

/** Links to the shop's information pages (SHOP_INFO_LINKS on the server). */
export function Footer() {
  const config = usePublicConfig();
  return (
    <Group
      component="footer"
      justify="space-between"
      mt="xl"
      pt="md"
      pb="xl"
      pr={72}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      wrap="wrap"
      gap="xs"
    >
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {config.data?.shopName ?? 'Racket Lab Tennis'}
      </Text>
      <Group gap="md" wrap="wrap">
        {(config.data?.infoLinks ?? []).map((link) => (
          <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
            {link.label}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
