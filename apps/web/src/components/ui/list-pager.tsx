import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list's total for people: "10,000+" when the list counted no further, else the exact count. */
export function formatListTotal(total: number, totalIsExact = true): string {
  return `${total.toLocaleString('en-US')}${totalIsExact ? '' : '+'}`;
}

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
 * Next; shown only above one page, as docs/product/rules.md says.
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
          from: from.toLocaleString('en-US'),
          to: to.toLocaleString('en-US'),
          total: formatListTotal(total, totalIsExact),
        })}
      </Text>
      <Pagination
        value={page}
        onChange={onChange}
        total={pages}
        siblings={1}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </Group>
  );
}
