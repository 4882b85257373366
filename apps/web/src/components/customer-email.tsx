import { Anchor, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { CUSTOMER_MESSAGES } from '@shop/domain/contracts/customers-messages';
import { whatsappLink } from '@shop/domain/contracts/patterns';
import { useTranslation } from 'react-i18next';

/** A WhatsApp chat with the customer's phone, in a new tab; nothing when the phone cannot be one. */
export function WhatsAppLink({ phone, name }: { phone: string; name: string }) {
  const { t } = useTranslation('customers');
  const href = whatsappLink(phone);
  if (!href) return null;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      c="teal"
      aria-label={t('whatsapp.aria', { name: name || phone })}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconBrandWhatsapp size={16} />
      {t('whatsapp.label')}
    </Anchor>
  );
}

/** The customer's email, or "No email" with the WhatsApp link standing in. */
export function CustomerEmail({ email, phone, name }: { email: string | null; phone: string; name: string }) {
  const { t } = useTranslation('customers');
  if (email)
    return (
      // An address reads left to right in Arabic too (an Arabic local part would otherwise show after the domain).
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} dir="ltr">
        {email}
      </Text>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {t(CUSTOMER_MESSAGES.noEmail, { ns: 'messages' })}
      </Text>
      <WhatsAppLink phone={phone} name={name} />
    </Group>
  );
}
