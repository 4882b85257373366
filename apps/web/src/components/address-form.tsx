import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_COUNTRY,
  ADDRESS_MESSAGES,
  ADDRESS_TYPES,
  addressRequestSchema,
  UAE_EMIRATES,
  type Address,
} from '@shop/domain/contracts/addresses';
import { schemaValidate, showServerErrors } from '@/lib/form';
import { useSaveAddress } from '@/api/save-address';
import { useFailure } from '@/lib/use-failure';

interface AddressFormValues {
  address_line: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  address_type: string;
  is_default: boolean;
}

/**
 * The address form (docs/product/rules.md#limits): address line, area, city and emirate (a choice of the seven)
 * required; landmark optional; country UAE only; type Home, Office or Other, checked with the server's
 * addressRequestSchema. The UAE has no postcodes: no pincode is asked (the API's optional `pincode` is sent empty;
 * the emirate travels in its `state` field, docs/decisions/counter-flow.md). Saves with POST /api/customer-address.
 */
export function AddressForm({
  customerId,
  onSaved,
  onCancel,
}: {
  customerId: number | null;
  onSaved(address: Address): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation('customers');
  const save = useSaveAddress();
  const failure = useFailure();
  const form = useForm<AddressFormValues>({
    initialValues: {
      address_line: '',
      area: '',
      landmark: '',
      city: '',
      state: '',
      address_type: 'Home',
      is_default: false,
    },
    validate: schemaValidate(addressRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    failure.clear();
    if (!customerId) return failure.set(ADDRESS_MESSAGES.customerMissing);
    save.mutate(
      {
        customerId,
        address: {
          ...values,
          state: values.state as (typeof UAE_EMIRATES)[number],
          address_type: values.address_type as (typeof ADDRESS_TYPES)[number],
          country: ADDRESS_COUNTRY,
          is_default: values.is_default ? 1 : 0,
        },
      },
      {
        onSuccess: (result) => {
          form.reset();
          onSaved(result.address);
        },
        onError: (error) => {
          // A refused field shows its message under it, once; the alert is for what no field shows.
          if (!showServerErrors(form, error)) failure.fail(error, ADDRESS_MESSAGES.saveFailed);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('address.form')}>
      <Stack gap="sm">
        {failure.message ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure.message}
          </Alert>
        ) : null}
        <TextInput
          label={t('address.line')}
          placeholder={t('address.linePlaceholder')}
          withAsterisk
          {...form.getInputProps('address_line')}
        />
        <AddressFields form={form} />
        <Checkbox label={t('address.makeDefault')} {...form.getInputProps('is_default', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm" mt="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {t('address.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Area, landmark, city, emirate (one of the seven), country (the UAE only) and the address's type. */
function AddressFields({ form }: { form: UseFormReturnType<AddressFormValues> }) {
  const { t } = useTranslation('customers');
  const emirates: Record<(typeof UAE_EMIRATES)[number], string> = {
    Dubai: t('emirate.dubai'),
    'Abu Dhabi': t('emirate.abuDhabi'),
    Sharjah: t('emirate.sharjah'),
    'Umm Al Qaiwain': t('emirate.ummAlQaiwain'),
    Fujairah: t('emirate.fujairah'),
    Ajman: t('emirate.ajman'),
    'Ras Al Khaimah': t('emirate.rasAlKhaimah'),
  };
  const addressTypes: Record<(typeof ADDRESS_TYPES)[number], string> = {
    Home: t('address.home'),
    Office: t('address.office'),
    Other: t('address.other'),
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('address.area')}
        placeholder={t('address.areaPlaceholder')}
        withAsterisk
        {...form.getInputProps('area')}
      />
      <TextInput
        label={t('address.landmark')}
        placeholder={t('address.landmarkPlaceholder')}
        {...form.getInputProps('landmark')}
      />
      <TextInput
        label={t('address.city')}
        placeholder={t('emirate.dubai')}
        withAsterisk
        {...form.getInputProps('city')}
      />
      <Select
        label={t('address.emirate')}
        placeholder={t('address.statePlaceholder')}
        data={UAE_EMIRATES.map((e) => ({ value: e, label: emirates[e] }))}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('state')}
      />
      <Select
        label={t('address.country')}
        data={[{ value: ADDRESS_COUNTRY, label: t('address.uae') }]}
        value={ADDRESS_COUNTRY}
        readOnly
      />
      <Select
        label={t('address.type')}
        data={ADDRESS_TYPES.map((type) => ({ value: type, label: addressTypes[type] }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('address_type')}
      />
    </SimpleGrid>
  );
}
