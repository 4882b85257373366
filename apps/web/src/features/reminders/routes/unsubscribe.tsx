import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { unsubscribe } from '../api/reminders';

/** /unsubscribe?token=…: the public page of the reminder email's link; one button confirms. */
export default function UnsubscribePage() {
  const { t } = useTranslation('reminders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const confirm = useMutation({ mutationFn: () => unsubscribe(token), onSuccess: (r) => setDone(r.message) });

  return (
    <Center mih="100vh" p="md">
      <Card withBorder radius="md" p="xl" maw={460} w="100%">
        <Stack>
          <Title order={1} size="h3">
            {t('unsubscribe.title')}
          </Title>
          {done ? (
            <Alert color="teal" variant="light" role="status">
              {t(done, { ns: 'messages' })}
            </Alert>
          ) : (
            <>
              <Text>{t('unsubscribe.body')}</Text>
              {confirm.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {t(errorMessage(confirm.error, t('unsubscribe.failed')), { ns: 'messages' })}
                </Alert>
              ) : null}
              <Button onClick={() => confirm.mutate()} loading={confirm.isPending} disabled={!token}>
                {t('unsubscribe.confirm')}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
