import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ListStates, type ListStatesProps } from './list-states';

const base: ListStatesProps = {
  loading: false,
  loadingLabel: 'Loading things…',
  error: null,
  empty: false,
  emptyMessage: 'No things found.',
  table: <table aria-label="things table" />,
  cards: <div>things cards</div>,
};

describe('ListStates', () => {
  it('shows only the loading state while loading', async () => {
    renderWithProviders(<ListStates {...base} loading error="boom" empty />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading things…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No things found.')).toBeNull();
    expect(screen.queryByText('things cards')).toBeNull();
  });

  it('shows the error sentence and no list', async () => {
    renderWithProviders(<ListStates {...base} error="Failed to fetch things." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch things.');
    expect(screen.queryByText('things cards')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the screen's empty text when there is nothing", async () => {
    renderWithProviders(<ListStates {...base} empty />);
    expect(await screen.findByText('No things found.')).toBeInTheDocument();
    expect(screen.queryByText('things cards')).toBeNull();
  });

  it('shows the table and the phone cards otherwise', async () => {
    renderWithProviders(<ListStates {...base} />);
    expect(await screen.findByRole('table', { name: 'things table' })).toBeInTheDocument();
    expect(screen.getByText('things cards')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
