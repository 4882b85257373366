import { Link, useNavigate } from 'react-router';
import { Menu } from '@mantine/core';
import { IconLanguage, IconLogout, IconMail, IconMailOff, IconUser, IconUserCheck } from '@tabler/icons-react';
import { can } from '@shop/domain/policies';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { clearSession, getRole } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { usePublicConfig } from '@/lib/use-public-config';
import { useChooseLanguage } from '@/lib/i18n/choose-language';
import { UserButton } from './user-button';

/** The user menu: profile, mail screens, language, log out; `opened` when its button was clicked before it loaded. */
export default function UserMenu({ opened }: { opened: boolean }) {
  const { t, i18n } = useTranslation('common');
  const chooseLanguage = useChooseLanguage();
  const arabic = i18n.language === 'ar';
  const navigate = useNavigate();
  const role = getRole();
  const demo = usePublicConfig().data?.demo === true;

  async function logout() {
    await api('admin/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }

  return (
    <Menu position="bottom-end" withArrow defaultOpened={opened}>
      <Menu.Target>
        <UserButton />
      </Menu.Target>
      <Menu.Dropdown>
        {can(role, 'staffRequests:read') ? (
          <Menu.Item component={Link} to="/pending-requests" leftSection={<IconUserCheck size={16} />} hiddenFrom="md">
            {t('header.pendingRequest')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUser size={16} />}>
          {t('header.profile')}
        </Menu.Item>
        {demo && can(role, 'mailbox:read') ? (
          <Menu.Item component={Link} to="/dashboard/mailbox" leftSection={<IconMail size={16} />}>
            {t('header.mailbox')}
          </Menu.Item>
        ) : null}
        {can(role, 'outbox:resend') ? (
          <Menu.Item component={Link} to="/dashboard/undelivered-emails" leftSection={<IconMailOff size={16} />}>
            {t('header.undeliveredEmails')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconLanguage size={16} />}
          lang={arabic ? 'en' : 'ar'}
          onClick={() => chooseLanguage.mutate(arabic ? 'en' : 'ar')}
        >
          {arabic ? t('language.en') : t('language.ar')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
