import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  totalIsExact?: boolean;
  /** How many pages may be opened (by default all of `total`). */
  pages?: number;
  onChange(page: number): void;
}

/**
 * The range ("1–10 of 10,000+" when the total is a lower bound) and the pages, with Previous and
 * Next; shown only above one page, as docs/product/rules.md says. Every number in the app's digits.
 */
export function ListPager({
  page,
  pageSize,
  total,
  totalIsExact = true,
  pages = Math.ceil(total / pageSize),
  onChange,
}: ListPagerProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  if (pages <= 1) return null;
  const controlLabels = {
    first: t('pager.first'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    last: t('pager.last'),
  };
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('pager.range', {
          from: format.number(from),
          to: format.number(to),
          total: format.listTotal(total, totalIsExact),
        })}
      </Text>
      <Pagination
        value={page}
        onChange={onChange}
        total={pages}
        siblings={1}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ children: format.plainNumber(item) })}
      />
    </Group>
  );
}
