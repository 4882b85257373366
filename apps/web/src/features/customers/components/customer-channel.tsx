import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerChannelResponse, PreferredChannel } from '@shop/domain/contracts/customer-channel';
import { api, errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

function saveCustomerChannel(input: { customerId: number; channel: PreferredChannel | null }) {
  return api<CustomerChannelResponse>(`customers/${input.customerId}/channel`, {
    method: 'PUT',
    body: { preferred_channel: input.channel },
  });
}

/** "default" stands for null: the shop's own order for each message. */
const toChoice = (channel: PreferredChannel | null | undefined) => channel ?? 'default';
const fromChoice = (choice: string): PreferredChannel | null =>
  choice === 'email' || choice === 'whatsapp' ? choice : null;

/** The channel the customer wants the shop's messages on (the receipt, ready, reminders), saved as soon as chosen. */
export function CustomerChannel({
  customerId,
  channel,
}: {
  customerId: number;
  channel: PreferredChannel | null | undefined;
}) {
  const { t } = useTranslation('customer-channel');
  const queryClient = useQueryClient();
  const [value, setValue] = useState<string>(toChoice(channel));
  const save = useMutation({
    mutationFn: saveCustomerChannel,
    onSuccess: (saved) => {
      setValue(toChoice(saved.customer.preferred_channel));
      return queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
    },
  });
  return (
    <div>
      <Select
        label={t('customerChannel.label')}
        description={t('customerChannel.description')}
        data={[
          { value: 'default', label: t('customerChannel.default') },
          { value: 'email', label: t('customerChannel.email') },
          { value: 'whatsapp', label: t('customerChannel.whatsapp') },
        ]}
        value={value}
        allowDeselect={false}
        disabled={save.isPending}
        onChange={(next) => {
          if (!next) return;
          setValue(next);
          save.mutate({ customerId, channel: fromChoice(next) });
        }}
        maw={260}
      />
      {save.isError && (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {t(errorMessage(save.error, t('customerChannel.failed')), { ns: 'messages' })}
        </Text>
      )}
      {save.isSuccess && (
        <Text size="sm" c="dimmed" role="status" mt={4}>
          {t('customerChannel.saved')}
        </Text>
      )}
    </div>
  );
}
