import type { ReactNode } from 'react';
import { Box, type MantineBreakpoint } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from './states';

export interface ListStatesProps {
  /** The first load is under way. */
  loading: boolean;
  loadingLabel: string;
  /** The sentence to show when loading failed, else null. */
  error: string | null;
  /** Loaded with nothing to show. */
  empty: boolean;
  emptyMessage: string;
  /** The list for wider screens (a table), shown from `breakpoint` up. */
  table: ReactNode;
  /** The same list as stacked cards for phones, shown below `breakpoint`. */
  cards: ReactNode;
  breakpoint?: MantineBreakpoint;
  /** The surrounding card has no padding: give the error alert its own. */
  flush?: boolean;
}

/**
 * The states every list screen shows, in one place: loading, error, empty (the screen's text, docs/product/screens.md), else
 * the list as a table on wide screens and as cards on phones.
 */
export function ListStates({
  loading,
  loadingLabel,
  error,
  empty,
  emptyMessage,
  table,
  cards,
  breakpoint = 'sm',
  flush = false,
}: ListStatesProps) {
  if (loading) return <LoadingState label={loadingLabel} />;
  if (error !== null) {
    return (
      <Box p={flush ? 'lg' : 0}>
        <ErrorState message={error} />
      </Box>
    );
  }
  if (empty) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <Box visibleFrom={breakpoint}>{table}</Box>
      <Box hiddenFrom={breakpoint}>{cards}</Box>
    </>
  );
}
