import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { usePublicConfig } from '@/lib/use-public-config';

/** Round 'Chat with us' button: a WhatsApp chat with the shop's support number, in a new tab. */
export function ChatButton() {
  const config = usePublicConfig();
  const number = (config.data?.supportWhatsapp ?? '').replace(/\D/g, '');
  return (
    <Tooltip label="Chat with us" position="left" withArrow>
      <ActionIcon
        component="a"
        href={`https://wa.me/${number}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us"
        className="chat-fab"
        size={56}
        radius="xl"
        color="#25D366"
        variant="filled"
        style={{ boxShadow: '0 6px 18px rgba(0,0,0,.18)' }}
      >
        <IconBrandWhatsapp size={30} />
      </ActionIcon>
    </Tooltip>
  );
}
