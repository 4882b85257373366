import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { saveSession } from '@/lib/session';
import { BookedJobs } from './booked-jobs';

describe('the jobs a checkout has just made', () => {
  it('offers staff each job’s Print tag and its page', async () => {
    saveSession('token', 'staff');
    renderWithProviders(<BookedJobs bookingIds={[12, 13]} />);
    expect(await screen.findByRole('button', { name: 'Print tag of job #12' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print tag of job #13' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Open job #13' })).toHaveAttribute('href', '/dashboard/jobs/13');
  });

  it('shows nothing in a browser without a session (a customer on a payment page)', () => {
    renderWithProviders(<BookedJobs bookingIds={[12]} />);
    expect(screen.queryByRole('button', { name: /Print tag/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
