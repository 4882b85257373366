import { Text, Timeline } from '@mantine/core';
import { SYSTEM_ACTOR, type JobHistoryItem } from '@shop/domain/contracts/jobs';
import { useTranslation } from 'react-i18next';
import { Isolate } from '@/components/ui/ltr';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/i18n/format';
import { timelineText } from '../lib/timeline-text';

/** Every change of the job (created, stage, spec, intake, message): when, by whom, what. */
export function JobTimeline({ history }: { history: JobHistoryItem[] }) {
  const { t, i18n } = useTranslation('jobs');
  const format = useFormat();
  return (
    <SectionCard title={t('timeline.title')} empty={history.length === 0 ? t('timeline.empty') : null}>
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label={t('timeline.title')}>
        {history.map((item, index) => (
          <Timeline.Item key={`${item.at}-${index}`} title={timelineText(t, item.what, i18n.language)}>
            <Text size="xs" c="dimmed">
              <Isolate>{format.dateTime(item.at)}</Isolate> ·{' '}
              {item.by === SYSTEM_ACTOR ? t('timeline.system') : item.by}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
