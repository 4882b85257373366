import { Avatar, Badge, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROFILE_MESSAGES, type Profile } from '@shop/domain/contracts/accounts';
import { type Store } from '@shop/domain/pickup';
import { useStoreOptions } from '@/lib/i18n/stores';
import { useTranslation } from 'react-i18next';
import { roleLabels } from '@/lib/role-labels';
import { useFormat } from '@/lib/i18n/format';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/api/profile';
import { useUpdateProfile } from '../api/update-profile';

function Field({ label, value, dir }: { label: string; value: string; dir?: 'ltr' }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ wordBreak: 'break-word' }} dir={dir}>
        {value}
      </Text>
    </Stack>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError ? <ErrorState message={errorMessage(profile.error, t('profile.loadFailed'))} /> : null}
      {profile.data ? (
        <Card maw={640}>
          <Group gap="md" mb="lg" wrap="nowrap">
            <Avatar size={56} radius="xl" color="court">
              {`${profile.data.first_name[0] ?? ''}${profile.data.last_name[0] ?? ''}`}
            </Avatar>
            <div>
              <Text fw={650} size="lg">
                {profile.data.first_name} {profile.data.last_name}
              </Text>
              <Badge variant="light">{roleLabels(t)[profile.data.role]}</Badge>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Field label={t('profile.name')} value={`${profile.data.first_name} ${profile.data.last_name}`} />
            <Field label={t('login.email')} value={profile.data.email} dir="ltr" />
            <Field label={t('profile.created')} value={format.date(profile.data.date_created)} />
          </SimpleGrid>
          <StoreSetting profile={profile.data} />
        </Card>
      ) : null}
    </>
  );
}

/** My store: preselected in every in-store booking this account makes (saved on the server). */
function StoreSetting({ profile }: { profile: Profile }) {
  const { t } = useTranslation('auth');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const update = useUpdateProfile();
  const storeOptions = useStoreOptions();
  return (
    <Select
      mt="lg"
      maw={320}
      label={t('profile.store')}
      description={t('profile.storeDescription')}
      placeholder={t('profile.noStore')}
      data={storeOptions}
      value={profile.default_store}
      clearable
      disabled={update.isPending}
      onChange={(value) =>
        update.mutate(
          { default_store: (value as Store | null) ?? null },
          {
            onSuccess: () => notifications.show({ color: 'green', message: tm(PROFILE_MESSAGES.saved) }),
            onError: (failure) =>
              notifications.show({ color: 'red', message: tm(errorMessage(failure, PROFILE_MESSAGES.saveFailed)) }),
          },
        )
      }
    />
  );
}
