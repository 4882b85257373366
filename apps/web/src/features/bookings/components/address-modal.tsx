import { useState } from 'react';
import { Button, Divider, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { AddressForm } from '@/components/address-form';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useCustomerAddresses } from '../api/get-customer-addresses';
import { formatAddress } from '../lib/format-address';
import { useTranslation } from 'react-i18next';

/**
 * The Add/Change Address modal: pick one of the customer's saved addresses or add a new one with
 * the customers feature's address form. The chosen address is handed back as one string.
 */
export function AddressModal(props: {
  opened: boolean;
  customerId: number;
  onClose(): void;
  onSelect(address: string): void;
}) {
  const { t } = useTranslation('bookings');
  const addresses = useCustomerAddresses(props.customerId, props.opened);
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<string>('');
  const list = addresses.data ?? [];
  const showForm = adding || (addresses.isSuccess && list.length === 0);

  const close = () => {
    setAdding(false);
    props.onClose();
  };

  return (
    <Modal opened={props.opened} onClose={close} title={t('address.title')} size="lg" centered>
      {addresses.isPending ? <LoadingState label={t('address.loading')} /> : null}
      {addresses.isError ? <ErrorState message={t('address.loadFailed')} /> : null}
      {showForm ? (
        <AddressForm
          customerId={props.customerId}
          onSaved={(address) => {
            setAdding(false);
            void addresses.refetch();
            props.onSelect(formatAddress(address));
          }}
          onCancel={() => (list.length ? setAdding(false) : close())}
        />
      ) : addresses.isSuccess ? (
        <Stack gap="sm">
          <Radio.Group value={chosen} onChange={setChosen} label={t('address.saved')}>
            <Stack gap="xs" mt="xs">
              {list.map((address) => {
                const text = formatAddress(address);
                return (
                  <Radio.Card key={address.address_id} value={text} p="sm" radius="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text size="sm" fw={600}>
                          {address.address_type}
                          {address.is_default ? ` · ${t('address.default')}` : ''}
                        </Text>
                        <Text size="sm">{text}</Text>
                        {address.landmark ? (
                          <Text size="xs" c="dimmed">
                            {t('address.near', { landmark: address.landmark })}
                          </Text>
                        ) : null}
                      </div>
                    </Group>
                  </Radio.Card>
                );
              })}
            </Stack>
          </Radio.Group>
          <Divider />
          <Group justify="space-between" wrap="wrap">
            <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('address.add')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button disabled={!chosen} onClick={() => props.onSelect(chosen)}>
                {t('address.use')}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
