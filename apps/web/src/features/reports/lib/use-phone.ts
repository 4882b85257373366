import { useMediaQuery } from '@mantine/hooks';

/** Phones (below Mantine's `xs`, 36em): the report's charts and tables draw tighter there. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 36em)') ?? false;
}
