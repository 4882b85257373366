import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState } from './states';

interface HomeCardProps {
  icon: Icon;
  /** The icon's colour (the theme's primary by default). */
  color?: string;
  title: string;
  /** A line under the title (the day a figure is for). */
  subtitle?: ReactNode;
  /** The screen with the whole list, as a button beside the title. */
  view?: { to: string; label: string };
  loading: boolean;
  /** The failure to show, or nothing. */
  error?: string | null;
  /** The empty state's sentence, when the card has loaded and has nothing to show. */
  empty?: string | null;
  children?: ReactNode;
}

/** A dashboard home card: icon, title and View, then loading, failure, empty or the card's content. */
export function HomeCard({
  icon: CardIcon,
  color,
  title,
  subtitle,
  view,
  loading,
  error,
  empty,
  children,
}: HomeCardProps) {
  return (
    <Card>
      {/* On a phone a long title and its View button take two lines rather than overlap. */}
      <Group justify="space-between" mb="md" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size={36} radius="md" color={color}>
            <CardIcon size={20} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" style={{ whiteSpace: 'nowrap' }}>
              {title}
            </Title>
            {subtitle ? (
              <Text size="xs" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </div>
        </Group>
        {view ? (
          <Button component={Link} to={view.to} variant="subtle" size="xs" style={{ flexShrink: 0 }}>
            {view.label}
          </Button>
        ) : null}
      </Group>
      {loading ? <LoadingState /> : null}
      {error ? <ErrorState message={error} /> : null}
      {empty ? <EmptyState message={empty} /> : null}
      {children}
    </Card>
  );
}

/** A home card's big figure (a count) and the sentence under it. */
export function HomeCardFigure({ value, hint, testId }: { value: ReactNode; hint: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fz={40} fw={700} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

/**
 * One line of a home card's short list: a name, a detail line and what the row shows at its end. Each part of
 * the detail is an isolate in its own box, so in Arabic the parts read right to left (number, then service, then
 * date) and a Latin name that wraps ("Prince Synthetic Gut Duraflex 16") wraps inside its box, its number kept.
 */
export function HomeCardRow({ name, details, children }: { name: string; details: string[]; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        {/* The detail wraps between its parts rather than cut the date off on a phone. */}
        <Text size="xs" c="dimmed">
          {details.map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? '\u00a0· ' : null}
              <bdi style={{ display: 'inline-block' }}>{part}</bdi>
            </Fragment>
          ))}
        </Text>
      </div>
      {children}
    </Group>
  );
}
