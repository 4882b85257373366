import { IconLifebuoy } from '@tabler/icons-react';
import { TICKET_LIST_MESSAGES } from '@shop/domain/contracts/ticket-list';
import { useTranslation } from 'react-i18next';
import { HomeCard, HomeCardFigure } from '@/components/ui/home-card';
import { useOpenTicketCount } from '../api/find-tickets';
import { OPEN_TICKETS_PATH } from '@/lib/ticket-paths';
import { useFormat } from '@/lib/i18n/format';

/** Dashboard home card: how many tickets are open (not answered yet), and View (the open ones). */
export function OpenTicketsCard() {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const open = useOpenTicketCount();
  return (
    <HomeCard
      icon={IconLifebuoy}
      color="red"
      title={t('card.title')}
      view={{ to: OPEN_TICKETS_PATH, label: t('card.view') }}
      loading={open.isPending}
      error={open.isError ? t(TICKET_LIST_MESSAGES.fetchFailed, { ns: 'messages' }) : null}
    >
      {open.data ? (
        <HomeCardFigure
          testId="open-ticket-count"
          value={format.listTotal(open.data.total, open.data.exact)}
          hint={t('card.hint', { count: open.data.total })}
        />
      ) : null}
    </HomeCard>
  );
}
