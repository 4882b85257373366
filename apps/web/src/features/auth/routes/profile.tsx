import { Avatar, Badge, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROFILE_MESSAGES, type Profile } from '@shop/domain/contracts/accounts';
import { STORES, type Store } from '@shop/domain/pickup';
import { formatShopDate } from '@shop/domain/time';
import { ROLE_LABELS } from '@shop/domain/roles';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Stack>
  );
}

export default function ProfilePage() {
  const profile = useProfile();
  return (
    <>
      <PageHeader title="Profile" description="Your account in the back office." />
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError ? <ErrorState message={errorMessage(profile.error, 'Failed to load your profile.')} /> : null}
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
              <Badge variant="light">{ROLE_LABELS[profile.data.role]}</Badge>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Field label="Name" value={`${profile.data.first_name} ${profile.data.last_name}`} />
            <Field label="Email" value={profile.data.email} />
            <Field label="Created" value={formatShopDate(profile.data.date_created)} />
          </SimpleGrid>
          <StoreSetting profile={profile.data} />
        </Card>
      ) : null}
    </>
  );
}

/** My store: preselected in every in-store booking this account makes (saved on the server). */
function StoreSetting({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  return (
    <Select
      mt="lg"
      maw={320}
      label="My store"
      description="Preselected in every in-store booking you make."
      placeholder="No store chosen"
      data={[...STORES]}
      value={profile.default_store}
      clearable
      disabled={update.isPending}
      onChange={(value) =>
        update.mutate(
          { default_store: (value as Store | null) ?? null },
          {
            onSuccess: () => notifications.show({ color: 'green', message: PROFILE_MESSAGES.saved }),
            onError: (failure) =>
              notifications.show({ color: 'red', message: errorMessage(failure, PROFILE_MESSAGES.saveFailed) }),
          },
        )
      }
    />
  );
}
