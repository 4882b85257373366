import type { ReactNode } from 'react';
import { Box, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/lib/i18n/language-switch';
import { usePageTitle } from '@/lib/i18n/page-title';

/** The frame of every public account screen: the shop logo and a centred card on a soft background. */
export function AuthCard({
  title,
  subtitle,
  children,
  width = 420,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation('auth');
  usePageTitle(title);
  return (
    <Box
      mih="100dvh"
      px="md"
      py={40}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-court-0) 0%, var(--mantine-color-gray-0) 55%, #ffffff 100%)',
      }}
    >
      <Center mih="calc(100dvh - 80px)">
        <Stack w="100%" maw={width} gap="lg">
          <Group justify="flex-end">
            <LanguageSwitch />
          </Group>
          <Stack align="center" gap={6}>
            <img src="/favicon.svg" alt={t('card.shopName')} width={56} height={56} />
            <Text fw={700} size="lg" c="court.8">
              {t('card.shopName')}
            </Text>
          </Stack>
          <Card shadow="md" padding="xl">
            <Stack gap="md">
              <div>
                <Title order={1} size="h3">
                  {title}
                </Title>
                {subtitle ? (
                  <Text c="dimmed" size="sm" mt={4}>
                    {subtitle}
                  </Text>
                ) : null}
              </div>
              {children}
            </Stack>
          </Card>
        </Stack>
      </Center>
    </Box>
  );
}
