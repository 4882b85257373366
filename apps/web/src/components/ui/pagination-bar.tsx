import { Group, Pagination, Text } from '@mantine/core';

/** Pagination shown only above one page, as the specification says. */
export function PaginationBar({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange(page: number): void }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {from}–{to} of {total}
      </Text>
      <Pagination
        value={page}
        onChange={onChange}
        total={pages}
        siblings={1}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page` })}
      />
    </Group>
  );
}
