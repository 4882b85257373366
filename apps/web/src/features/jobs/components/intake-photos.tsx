import { useRef } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Image, Loader, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_JOB_PHOTOS, type JobPhoto } from '@shop/domain/contracts/job-photos';
import { errorMessage } from '@/lib/api-client';
import { useAddJobPhoto, useDeleteJobPhoto, usePhotoSrc, useUpdateJobPhoto } from '../api/job-photos';

function PhotoTile(props: { jobId: number; photo: JobPhoto; n: number; editable: boolean; canDelete: boolean }) {
  const { t } = useTranslation('jobs');
  const { src, failed } = usePhotoSrc(props.photo.url);
  const update = useUpdateJobPhoto();
  const remove = useDeleteJobPhoto();
  const ids = { jobId: props.jobId, photoId: props.photo.id };
  return (
    <Card withBorder padding="xs">
      <Card.Section>
        {src ? (
          <Image src={src} alt={t('photos.alt', { n: props.n })} h={140} fit="cover" />
        ) : failed ? (
          <Text size="xs" c="red" p="xs">
            {t('photos.loadFailed')}
          </Text>
        ) : (
          <Group h={140} justify="center">
            <Loader size="sm" />
          </Group>
        )}
      </Card.Section>
      <Group justify="space-between" mt="xs" wrap="nowrap" gap="xs">
        <Switch
          size="xs"
          label={t('photos.showToCustomer')}
          checked={props.photo.show_to_customer}
          disabled={!props.editable || update.isPending}
          onChange={(event) => update.mutate({ ...ids, show: event.currentTarget.checked })}
        />
        {props.canDelete ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('photos.delete')}
            loading={remove.isPending}
            onClick={() => remove.mutate(ids)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        ) : null}
      </Group>
    </Card>
  );
}

/**
 * The intake photos on the job's intake card (docs/decisions/intake-photos.md): "Add photo" opens a phone's camera
 * (capture="environment"), thumbnails with the show-to-customer switch, and delete for admins.
 */
export function IntakePhotos(props: { jobId: number; photos: JobPhoto[]; editable: boolean; canDelete: boolean }) {
  const { t } = useTranslation('jobs');
  const input = useRef<HTMLInputElement>(null);
  const add = useAddJobPhoto();
  const full = props.photos.length >= MAX_JOB_PHOTOS;
  return (
    <Stack gap="xs" mt="md">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('photos.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('photos.count', { count: props.photos.length, max: MAX_JOB_PHOTOS })}
        </Text>
      </Group>
      {props.photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('photos.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {props.photos.map((photo, i) => (
            <PhotoTile
              key={photo.id}
              jobId={props.jobId}
              photo={photo}
              n={i + 1}
              editable={props.editable}
              canDelete={props.canDelete}
            />
          ))}
        </SimpleGrid>
      )}
      {add.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(add.error, t('photos.failed'))}
        </Alert>
      ) : null}
      {props.editable ? (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid="photo-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) add.mutate({ jobId: props.jobId, file });
            }}
          />
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCamera size={14} />}
              loading={add.isPending}
              disabled={full}
              onClick={() => input.current?.click()}
            >
              {t('photos.add')}
            </Button>
            {full ? (
              <Text size="xs" c="dimmed">
                {t('photos.full')}
              </Text>
            ) : null}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
