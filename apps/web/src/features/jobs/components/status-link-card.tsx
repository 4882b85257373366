import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import { statusLinkQueryOptions, useStatusLinkAction } from '../api/status-link';

/**
 * The customer's status link of the job (docs/product/status-link.md): copy it to send, make one when the job has
 * none, or revoke it (it stops working at once, for instance when it reached the wrong person).
 */
export function StatusLinkCard({ jobId }: { jobId: number }) {
  const { t } = useTranslation('jobs');
  const link = useQuery(statusLinkQueryOptions(jobId));
  const action = useStatusLinkAction(jobId);
  const run = (kind: 'create' | 'revoke') =>
    action.mutate(kind, {
      onSuccess: (answer) =>
        notifications.show({ color: 'green', message: t(answer.message ?? '', { ns: 'messages' }) }),
      onError: (failure) =>
        notifications.show({
          color: 'red',
          message: t(errorMessage(failure, t('statusLink.failed')), { ns: 'messages' }),
        }),
    });
  const url = link.data?.status_url ?? null;
  return (
    <SectionCard title={t('statusLink.title')}>
      {link.isPending ? (
        <LoadingState label={t('statusLink.loading')} />
      ) : link.isError ? (
        <ErrorState message={errorMessage(link.error, t('statusLink.failed'))} onRetry={() => void link.refetch()} />
      ) : url ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('statusLink.explain')}
          </Text>
          <TextInput
            value={url}
            readOnly
            dir="ltr"
            aria-label={t('statusLink.title')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  leftSection={<IconCopy size={14} />}
                  onClick={copy}
                  color={copied ? 'teal' : undefined}
                >
                  {copied ? t('statusLink.copied') : t('statusLink.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={14} />}
              loading={action.isPending && action.variables === 'revoke'}
              onClick={() => run('revoke')}
            >
              {t('statusLink.revoke')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('statusLink.none')}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLink size={14} />}
            loading={action.isPending}
            onClick={() => run('create')}
          >
            {t('statusLink.create')}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
