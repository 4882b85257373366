import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  ADDRESS_COUNTRY,
  ADDRESS_MESSAGES,
  ADDRESS_TYPES,
  addressRequestSchema,
  UAE_EMIRATES,
  type Address,
} from '@shop/domain/contracts/addresses';
import { errorMessage } from '@/lib/api-client';
import { schemaValidate, showServerErrors } from '@/lib/form';
import { useSaveAddress } from '../api/save-address';

interface AddressFormValues {
  address_line: string;
  area: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
  address_type: string;
  is_default: boolean;
}

/**
 * The address form (docs/product/rules.md#limits): address line, area, city and emirate required; pincode and
 * landmark optional; country UAE only; type Home, Office or Other, checked with the server's
 * addressRequestSchema. Saves with POST /api/customer-address.
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
  const save = useSaveAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressFormValues>({
    initialValues: {
      address_line: '',
      area: '',
      landmark: '',
      pincode: '',
      city: '',
      state: '',
      address_type: 'Home',
      is_default: false,
    },
    validate: schemaValidate(addressRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    if (!customerId) {
      setFailure(ADDRESS_MESSAGES.customerMissing);
      return;
    }
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
          showServerErrors(form, error);
          setFailure(errorMessage(error, ADDRESS_MESSAGES.saveFailed));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Address form">
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label="Address line"
          placeholder="Villa 14, Street 22b"
          withAsterisk
          {...form.getInputProps('address_line')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Area" placeholder="Umm Suqeim 1" withAsterisk {...form.getInputProps('area')} />
          <TextInput label="Landmark" placeholder="Near Kite Beach" {...form.getInputProps('landmark')} />
          <TextInput label="City" placeholder="Dubai" withAsterisk {...form.getInputProps('city')} />
          <Select
            label="State"
            placeholder="Choose an emirate"
            data={[...UAE_EMIRATES]}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('state')}
          />
          <TextInput label="Pincode" placeholder="Optional" {...form.getInputProps('pincode')} />
          <Select label="Country" data={[ADDRESS_COUNTRY]} value={ADDRESS_COUNTRY} readOnly />
          <Select
            label="Address type"
            data={[...ADDRESS_TYPES]}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('address_type')}
          />
        </SimpleGrid>
        <Checkbox label="Make this the default address" {...form.getInputProps('is_default', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm" mt="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Save Address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
