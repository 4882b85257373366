import { Navigate, useNavigate } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { FREE_STRINGING } from '@shop/domain/business';
import { addPurchasesFormSchema, PURCHASE_MESSAGES } from '@shop/domain/contracts/purchases';

import { shopDate } from '@shop/domain/shop-days';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { schemaValidate, showServerErrors } from '@/lib/form';
import { useRouteCustomer } from '@/api/customer';
import { useRecordPurchases } from '../api/record-purchases';
import { BackIcon } from '@/components/ui/direction-icon';
import { PurchaseBlock } from '../components/purchase-block';
import { emptyPurchase, type PurchaseFormValues } from '../lib/purchase-form';
import { useFormat } from '@/lib/i18n/format';
import { useFailure } from '@/lib/use-failure';

/** Add purchases: numbered blocks of in-store purchases, saved together (all or none). */
export default function AddPurchases() {
  const { t } = useTranslation('purchases');
  const format = useFormat();
  const navigate = useNavigate();
  const { customerId, valid, customer, lookup } = useRouteCustomer();
  const today = shopDate();
  const record = useRecordPurchases();
  const failure = useFailure();
  const form = useForm<PurchaseFormValues>({
    initialValues: { purchases: [emptyPurchase(today)] },
    validate: schemaValidate(addPurchasesFormSchema),
    onValuesChange: failure.clear,
  });

  if (!valid) return <Navigate to="/dashboard/manage-customer" replace />;
  const back = () =>
    void (customer
      ? navigate('/dashboard/customer-details', { state: { customer } })
      : navigate('/dashboard/manage-customer'));

  const submit = form.onSubmit((values) => {
    failure.clear();
    record.mutate(
      // The request is what the server's schema reads from the form (trimmed names, numbers).
      { customerId, body: addPurchasesFormSchema.parse(values) },
      {
        onSuccess: (result) => {
          const saved = t(result.message, { ns: 'messages' });
          const message =
            result.entitlements_created > 0
              ? `${saved} ${t('add.earned', { count: result.entitlements_created })}`
              : saved;
          notifications.show({ color: 'teal', title: t('add.savedTitle'), message });
          void navigate(`/dashboard/our-services/${customerId}`, { state: { customer } });
        },
        onError: (error) => {
          // A refused field shows its message under it, once; the alert is for what no field shows.
          if (!showServerErrors(form, error)) failure.fail(error, PURCHASE_MESSAGES.saveFailed);
        },
      },
    );
  });

  const count = form.values.purchases.length;
  return (
    <>
      <PageHeader
        title={t('add.title')}
        description={
          customer ? (
            <Trans
              t={t}
              i18nKey="add.description"
              values={{
                name: customer.name,
                id: customer.id,
                threshold: format.money(FREE_STRINGING.thresholdFils),
                services: FREE_STRINGING.servicesPerRacket,
              }}
              components={{ b: <b /> }}
            />
          ) : (
            t('add.descriptionNoCustomer', { id: customerId })
          )
        }
        actions={
          <Button variant="default" leftSection={<BackIcon />} onClick={back}>
            {t('back')}
          </Button>
        }
      />
      {lookup?.isPending ? <LoadingState label={t('loadingCustomer')} /> : null}
      {lookup?.isError ? (
        <ErrorState message={t(errorMessage(lookup.error, t('loadCustomerFailed')), { ns: 'messages' })} />
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure.message ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {failure.message}
            </Alert>
          ) : null}
          {form.values.purchases.map((row, index) => (
            <PurchaseBlock key={row.key} form={form} index={index} canRemove={count > 1} today={today} />
          ))}
          <FormFooter
            count={count}
            saving={record.isPending}
            onAnother={() => form.insertListItem('purchases', emptyPurchase(today))}
          />
        </Stack>
      </form>
    </>
  );
}

/** Another purchase (up to 50), how many there are, and Save. */
function FormFooter(props: { count: number; saving: boolean; onAnother(): void }) {
  const { t } = useTranslation('purchases');
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={props.onAnother}
        disabled={props.count >= 50}
      >
        {t('add.another')}
      </Button>
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {t('add.count', { count: props.count })}
        </Text>
        <Button type="submit" loading={props.saving}>
          {t('add.submit')}
        </Button>
      </Group>
    </Group>
  );
}
