import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  createCustomerRequestSchema,
  CUSTOMER_MESSAGES,
  type Customer,
  type CustomerConflict,
} from '@shop/domain/contracts/customers';
import { schemaValidate, showServerErrors } from '@/lib/form';
import { customerQueryOptions } from '@/api/customer';
import { takenBy, useCreateCustomerMutation } from '../api/create-customer';
import { toNavCustomer } from '@/lib/nav-customer';
import { useFailure } from '@/lib/use-failure';

interface AddCustomerValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

/**
 * What a search text prefills: digits (with + ( ) - . and spaces) are a phone; an email goes to
 * the email; words are the name, the first word the first name and the rest the last name.
 */
export function prefillFrom(search: string): AddCustomerValues {
  const term = search.trim();
  const empty = { first_name: '', last_name: '', phone: '', email: '' };
  if (!term) return empty;
  if (/^[+\d\s().-]+$/.test(term)) return { ...empty, phone: term };
  if (term.includes('@')) return { ...empty, email: term };
  const [first = '', ...rest] = term.split(/\s+/);
  return { ...empty, first_name: first, last_name: rest.join(' ') };
}

/** What a screen may add to Add customer: more fields, and what happens once the customer exists. */
export interface AddCustomerExtra {
  /** Shown under the email (the counter's racket bought now). */
  fields?: ReactNode;
  /** Instead of opening the new customer's page (the counter records the racket and opens its restring). */
  onCreated?(customer: Customer): Promise<void>;
}

export interface AddCustomerModalProps {
  opened: boolean;
  onClose(): void;
  search: string;
}

/** Add customer (a walk-in): names and UAE mobile required, email optional; opens the new customer's page. */
export function AddCustomerModal({
  opened,
  onClose,
  search,
  extra,
}: AddCustomerModalProps & { extra?: AddCustomerExtra }) {
  const { t } = useTranslation('customers');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(CUSTOMER_MESSAGES.addCustomer, { ns: 'messages' })}
      centered
      size="lg"
    >
      {opened ? <AddCustomerForm search={search} onCancel={onClose} extra={extra} /> : null}
    </Modal>
  );
}

function AddCustomerForm({
  search,
  onCancel,
  extra = {},
}: {
  search: string;
  onCancel(): void;
  extra?: AddCustomerExtra;
}) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateCustomerMutation();
  const failure = useFailure();
  const [taken, setTaken] = useState<CustomerConflict | null>(null);
  const [opening, setOpening] = useState(false);
  const form = useForm<AddCustomerValues>({
    initialValues: prefillFrom(search),
    validate: schemaValidate(createCustomerRequestSchema),
  });

  const openCustomer = (customer: Pick<Customer, 'id' | 'name' | 'email' | 'phone'>) =>
    void navigate('/dashboard/customer-details', { state: { customer: toNavCustomer(customer) } });

  const openTaken = async (id: number) => {
    setOpening(true);
    try {
      openCustomer(await queryClient.fetchQuery(customerQueryOptions(id)));
    } catch (error) {
      failure.fail(error, CUSTOMER_MESSAGES.storeUnreachable);
    } finally {
      setOpening(false);
    }
  };

  const submit = form.onSubmit(
    (values) => {
      failure.clear();
      setTaken(null);
      create.mutate(
        { ...values, email: values.email.trim() || null },
        {
          onSuccess: (customer) => {
            if (!extra.onCreated) return openCustomer(customer);
            setOpening(true);
            void extra.onCreated(customer).finally(() => setOpening(false));
          },
          onError: (error) => {
            const conflict = takenBy(error);
            if (conflict) return setTaken(conflict);
            if (!showServerErrors(form, error)) failure.fail(error, CUSTOMER_MESSAGES.createFailed);
          },
        },
      );
    },
    // Invalid fields show their messages under themselves; the alert is for the server's refusals only.
    failure.clear,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {taken ? <TakenAlert taken={taken} opening={opening} onOpen={() => void openTaken(taken.existing_id)} /> : null}
        {failure.message ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('add.firstName')} required autoComplete="off" {...form.getInputProps('first_name')} />
          <TextInput label={t('add.lastName')} required autoComplete="off" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput
          label={t('add.mobile')}
          description={t('add.mobileHint')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('add.email')}
          description={t('add.emailHint')}
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        {extra.fields}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || (opening && !taken)}>
            {t(CUSTOMER_MESSAGES.addCustomer, { ns: 'messages' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The phone or email belongs to a customer already: the server's sentence, and a button to open that customer. */
function TakenAlert({ taken, opening, onOpen }: { taken: CustomerConflict; opening: boolean; onOpen(): void }) {
  const { t } = useTranslation('customers');
  return (
    <Alert color="orange" variant="light" icon={<IconUserCheck size={18} />} role="alert" title={taken.message}>
      <Button size="xs" variant="light" color="orange" mt="xs" loading={opening} onClick={onOpen}>
        {taken.existing_name ? t('add.openNamed', { name: taken.existing_name }) : t('add.openTheir')}
      </Button>
    </Alert>
  );
}
