import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CHANNEL_RULES,
  MESSAGE_KINDS,
  type ChannelRule,
  type MessageKind,
  type ShopSettingsValues,
} from '@shop/domain/contracts/shop-settings';
import { errorMessage } from '@/lib/api-client';

/**
 * The shop's message settings as a form: a channel per message, the WhatsApp template names, the opening hours and
 * address in English and Arabic, the phone. Read-only (no button) for an admin.
 */
export function ShopSettingsForm({
  initial,
  editable,
  saving,
  error,
  onSubmit,
}: {
  initial: ShopSettingsValues;
  editable: boolean;
  saving: boolean;
  error: unknown;
  onSubmit: (values: ShopSettingsValues) => void;
}) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState<ShopSettingsValues>(initial);
  const set: Setter = (key, value) => setValues((current) => ({ ...current, [key]: value }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <MessageFields values={values} editable={editable} set={set} />
      <ShopFields values={values} editable={editable} set={set} />
      {error ? (
        <Text size="sm" c="red.9" role="alert" mt="sm">
          {t(errorMessage(error, t('shop.saveFailed')), { ns: 'messages' })}
        </Text>
      ) : null}
      {editable ? (
        <Group mt="sm">
          <Button type="submit" loading={saving}>
            {t('shop.save')}
          </Button>
        </Group>
      ) : null}
    </form>
  );
}

type Setter = <K extends keyof ShopSettingsValues>(key: K, value: ShopSettingsValues[K]) => void;
interface FieldsProps {
  values: ShopSettingsValues;
  editable: boolean;
  set: Setter;
}

/** Each message's channel rule and its WhatsApp template name. */
function MessageFields({ values, editable, set }: FieldsProps) {
  const { t } = useTranslation('settings');
  // Literal keys per message and per rule (the locale test reads literal keys only).
  const kindLabel: Record<MessageKind, string> = {
    received: t('shop.kind.received'),
    ready: t('shop.kind.ready'),
    reminder: t('shop.kind.reminder'),
  };
  const ruleLabel: Record<ChannelRule, string> = {
    first_available: t('shop.rule.first_available'),
    email: t('shop.rule.email'),
    whatsapp: t('shop.rule.whatsapp'),
  };
  const templateLabel: Record<MessageKind, string> = {
    received: t('shop.template.received'),
    ready: t('shop.template.ready'),
    reminder: t('shop.template.reminder'),
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {MESSAGE_KINDS.map((kind) => (
        <Select
          key={kind}
          label={kindLabel[kind]}
          data={CHANNEL_RULES.map((rule) => ({ value: rule, label: ruleLabel[rule] }))}
          value={values.channels[kind]}
          allowDeselect={false}
          disabled={!editable}
          onChange={(next) => next && set('channels', { ...values.channels, [kind]: next as ChannelRule })}
        />
      ))}
      {MESSAGE_KINDS.map((kind) => (
        <TextInput
          key={kind}
          label={templateLabel[kind]}
          value={values.whatsapp_templates[kind]}
          disabled={!editable}
          dir="ltr"
          onChange={(event) =>
            set('whatsapp_templates', { ...values.whatsapp_templates, [kind]: event.currentTarget.value })
          }
        />
      ))}
    </SimpleGrid>
  );
}

/** The opening hours and address in English and Arabic, the shop's name and phone. */
function ShopFields({ values, editable, set }: FieldsProps) {
  const { t } = useTranslation('settings');
  // Literal keys (the locale test reads literal keys only).
  const bilingualFields = [
    { key: 'hours', language: 'en', label: t('shop.hoursEn') },
    { key: 'hours', language: 'ar', label: t('shop.hoursAr') },
    { key: 'address', language: 'en', label: t('shop.addressEn') },
    { key: 'address', language: 'ar', label: t('shop.addressAr') },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
      {bilingualFields.map(({ key, language, label }) => (
        <Textarea
          key={`${key}.${language}`}
          label={label}
          autosize
          minRows={2}
          dir={language === 'ar' ? 'rtl' : undefined}
          value={values[key][language]}
          disabled={!editable}
          onChange={(event) => set(key, { ...values[key], [language]: event.currentTarget.value })}
        />
      ))}
      <TextInput
        label={t('shop.name')}
        value={values.name}
        disabled={!editable}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <TextInput
        label={t('shop.phone')}
        value={values.phone}
        dir="ltr"
        disabled={!editable}
        onChange={(event) => set('phone', event.currentTarget.value)}
      />
    </SimpleGrid>
  );
}
