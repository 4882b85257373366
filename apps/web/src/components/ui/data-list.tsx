import { useState, type ReactNode } from 'react';
import { Box, Skeleton, Stack, Text, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EmptyState, ErrorState } from './states';
import { ListPager, type ListPagerProps } from './list-pager';
import { DataCards, DataTable, type RowsProps } from './data-list-views';

export type { DataColumn } from './data-list-views';
export { actionsColumn } from './data-list-views';

export interface DataListProps<T> extends RowsProps<T> {
  /** The first load is under way. */
  loading: boolean;
  loadingLabel: string;
  /** The sentence to show when loading failed, else null. */
  error: string | null;
  /** Offered as Try again with the error. */
  onRetry?: () => void;
  /** The documented text for a list with nothing in it. */
  emptyMessage: string;
  /** Offered under the empty text (Add customer from an empty search). */
  emptyAction?: ReactNode;
  /** The range and the pages, for a paged list. */
  pager?: ListPagerProps | null;
  /** A table from `breakpoint` up and cards below it (responsive), or cards at every width. */
  layout?: 'responsive' | 'cards';
  breakpoint?: MantineBreakpoint;
  /** The table scrolls sideways below this width. */
  minWidth?: number;
  /** The surrounding card has no padding: give the states, the cards and the pager their own. */
  flush?: boolean;
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" py="md" role="status" aria-live="polite">
      <Text c="dimmed" size="sm" ta="center">
        {label}
      </Text>
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

const NOW = { getInitialValueInEffect: false };

/**
 * Which of the two layouts to build: at first only the one the screen's width shows (the other would be built only to
 * be hidden by CSS, half of a page's rendering). Once the width has shown the other (a tablet turned, a window
 * resized), both stay built and CSS picks, as before: a dialog opened from a row, or a field typed into, lives in the
 * layout that opened it and must not be thrown away by a turn. Where no media query answers (a DOM without layout),
 * both are built (docs/decisions/production.md, "Customers screen at 4× CPU slowdown").
 */
function useBuiltLayouts(breakpoint: MantineBreakpoint): { table: boolean; cards: boolean } {
  const from = useMantineTheme().breakpoints[breakpoint];
  const wide = useMediaQuery(`(min-width: ${from})`, undefined, NOW);
  const narrow = useMediaQuery(`not all and (min-width: ${from})`, undefined, NOW);
  const [built, setBuilt] = useState({ table: !narrow, cards: !wide });
  if ((!narrow && !built.table) || (!wide && !built.cards))
    setBuilt({ table: built.table || !narrow, cards: built.cards || !wide });
  return { table: built.table || !narrow, cards: built.cards || !wide };
}

/**
 * A list screen's list in one place: the loading skeleton, the error with Try again, the empty
 * text, else the rows (a table on wider screens, the same columns as cards on phones), then the
 * range and the pager.
 */
export function DataList<T>(props: DataListProps<T>) {
  const { loading, loadingLabel, error, onRetry, emptyMessage, pager, flush = false } = props;
  const { layout = 'responsive', breakpoint = 'sm', minWidth = 640 } = props;
  const pad = flush ? 'md' : 0;
  const shown = useBuiltLayouts(breakpoint);
  let body;
  if (loading) body = <ListSkeleton label={loadingLabel} />;
  else if (error !== null) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (props.rows.length === 0) body = <EmptyState message={emptyMessage}>{props.emptyAction}</EmptyState>;
  else if (layout === 'cards') body = <DataCards {...props} />;
  else {
    return (
      <>
        {shown.table ? (
          <Box visibleFrom={breakpoint}>
            <DataTable {...props} minWidth={minWidth} />
          </Box>
        ) : null}
        {shown.cards ? (
          <Box hiddenFrom={breakpoint} p={pad}>
            <DataCards {...props} />
          </Box>
        ) : null}
        {pager ? (
          <Box px={pad} pb={pad}>
            <ListPager {...pager} />
          </Box>
        ) : null}
      </>
    );
  }
  return (
    <Box p={pad}>
      {body}
      {pager && error === null ? <ListPager {...pager} /> : null}
    </Box>
  );
}
