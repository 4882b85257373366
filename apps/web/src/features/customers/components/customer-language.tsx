import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerLanguageResponse } from '@shop/domain/contracts/customer-language';
import type { Language } from '@shop/domain/i18n/languages';
import { api, errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

function saveCustomerLanguage(input: { customerId: number; language: Language }) {
  return api<CustomerLanguageResponse>(`customers/${input.customerId}/language`, {
    method: 'PUT',
    body: { language: input.language },
  });
}

/** The customer's preferred language (their emails and WhatsApp texts), saved as soon as it is chosen. */
export function CustomerLanguage({ customerId, language }: { customerId: number; language: Language | undefined }) {
  const { t } = useTranslation('customer-language');
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Language>(language ?? 'en');
  const save = useMutation({
    mutationFn: saveCustomerLanguage,
    onSuccess: (saved) => {
      setValue(saved.customer.language ?? 'en');
      return queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
    },
  });
  return (
    <div>
      <Select
        label={t('customerLanguage.label')}
        description={t('customerLanguage.description')}
        data={[
          { value: 'en', label: t('customerLanguage.english') },
          { value: 'ar', label: t('customerLanguage.arabic') },
        ]}
        value={value}
        allowDeselect={false}
        disabled={save.isPending}
        onChange={(next) => {
          if (next !== 'en' && next !== 'ar') return;
          setValue(next);
          save.mutate({ customerId, language: next });
        }}
        maw={260}
      />
      {save.isError && (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {t(errorMessage(save.error, t('customerLanguage.failed')), { ns: 'messages' })}
        </Text>
      )}
      {save.isSuccess && (
        <Text size="sm" c="dimmed" role="status" mt={4}>
          {t('customerLanguage.saved')}
        </Text>
      )}
    </div>
  );
}
