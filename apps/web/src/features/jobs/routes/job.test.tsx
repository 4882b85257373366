import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { jobSpecUpdateResponseSchema, jobUpdateResponseSchema } from '@shop/domain/contracts/jobs';
import { clearSession, saveSession } from '@/lib/session';
import { errorAnswer, fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';

import { makeJobView } from '../testing/make-job';
import { fakeRackets, makeRacket } from '@/testing/fake-rackets';
import { renderJob } from '../testing/render-job';
import JobPage from './job';

afterEach(() => {
  notifications.clean();
  clearSession();
  vi.restoreAllMocks();
});

describe('The job page', { timeout: 20_000 }, () => {
  it('shows the job: stage, due, EXPRESS, customer, the hybrid spec in both units, the intake and the timeline', async () => {
    renderJob(
      makeJobView(42, {
        express: true,
        overdue: true,
        customer_email: '',
        intake: {
          frame_crack: false,
          grommets_worn: true,
          bumper_worn: false,
          grip_worn: false,
          strings_broken: true,
          other_damage: 'Scuffed paint at 10 o’clock',
          crack_risk_accepted: false,
          checked_by: 'Sara Staff',
          checked_at: '2026-03-10T06:05:00.000Z',
        },
        history: [
          { at: '2026-03-10T06:00:00.000Z', by: 'Sara Staff', what: 'Job created' },
          { at: '2026-03-10T06:05:00.000Z', by: 'Sara Staff', what: 'Intake checked' },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Job #42' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('EXPRESS')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('No email')).toBeInTheDocument();
    expect(screen.getByText('+971501234567')).toBeInTheDocument();

    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    expect(screen.getByText('Babolat Pure Aero')).toBeInTheDocument();
    expect(screen.getByText(/Pattern 16x19/)).toBeInTheDocument();
    expect(screen.getByTestId('mains-tension')).toHaveTextContent('23.5 kg (51.8 lb)');
    expect(screen.getByTestId('crosses-tension')).toHaveTextContent('52 lb (23.6 kg)');
    expect(screen.getByText('10 %')).toBeInTheDocument();
    expect(screen.getByText('Customer likes it tight at the throat.')).toBeInTheDocument();

    const damage = screen.getByRole('list', { name: 'Damage found' });
    expect(within(damage).getByText('Grommets worn or broken')).toBeInTheDocument();
    expect(within(damage).getByText('Strings already broken')).toBeInTheDocument();
    expect(within(damage).getByText('Other damage: Scuffed paint at 10 o’clock')).toBeInTheDocument();
    expect(screen.getByText('Checked by Sara Staff on 10/03/2026, 10:05')).toBeInTheDocument();

    expect(screen.getByText('Intake checked')).toBeInTheDocument();
    // The time is an isolate (left to right inside Arabic), so the line is matched on its whole text.
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === '10/03/2026, 10:00 · Sara Staff',
      ),
    ).toBeInTheDocument();
  });

  it('asks whether the customer accepts the risk once Frame crack is ticked, and sends both', async () => {
    const save = fakeApi.put('/api/jobs/:id/intake', jobUpdateResponseSchema, ({ params }) => ({
      message: 'Intake check saved.',
      job: makeJobView(Number(params.id)),
    }));
    renderJob(makeJobView(42));
    const form = await screen.findByRole('form', { name: 'Intake check' }, { timeout: 5000 });
    expect(within(form).queryByLabelText('Customer told and accepts the risk')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('Frame crack'));
    await userEvent.click(within(form).getByLabelText('Customer told and accepts the risk'));
    await userEvent.click(within(form).getByLabelText('Grip worn'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save intake check' }));
    await waitFor(() => expect(save.count()).toBe(1));
    expect(save.last()?.body).toEqual({
      frame_crack: true,
      grommets_worn: false,
      bumper_worn: false,
      grip_worn: true,
      strings_broken: false,
      other_damage: '',
      crack_risk_accepted: true,
    });
    expect(await screen.findByText('Intake check saved.')).toBeInTheDocument();
  });

  it('keeps Start disabled while a frame crack is not accepted, saying why', async () => {
    renderJob(
      makeJobView(42, {
        warnings: ['Frame crack'],
        intake: {
          frame_crack: true,
          grommets_worn: false,
          bumper_worn: false,
          grip_worn: false,
          strings_broken: false,
          other_damage: '',
          crack_risk_accepted: false,
          checked_by: 'Sara Staff',
          checked_at: '2026-03-10T06:05:00.000Z',
        },
      }),
    );
    expect(await screen.findByRole('button', { name: /^Start/ }, { timeout: 5000 })).toBeDisabled();
    expect(screen.getAllByText(/has not yet accepted the risk of the crack/).length).toBeGreaterThan(0);
  });

  it('moves the job forward in one click and fetches the job again', async () => {
    const move = fakeApi.post(
      '/api/jobs/:id/stage',
      jobUpdateResponseSchema,
      { message: 'Job moved to ready for pickup.', job: makeJobView(42) },
      { once: true },
    );
    const { get } = renderJob(makeJobView(42, { stage: 'in_progress' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Mark ready/ }, { timeout: 5000 }));
    await waitFor(() => expect(move.last()?.body).toEqual({ stage: 'ready' }));
    await waitFor(() => expect(get.count()).toBe(2));
  });

  it('staff see no Move back; an admin moves a job back one stage', async () => {
    const first = renderJob(makeJobView(42, { stage: 'ready' }), 'staff');
    expect(await screen.findByRole('button', { name: 'Collect: job #42' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move back/ })).not.toBeInTheDocument();
    first.unmount();

    const move = fakeApi.post('/api/jobs/:id/stage', jobUpdateResponseSchema, errorAnswer409());
    renderJob(makeJobView(42, { stage: 'ready' }), 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Move back to in progress' }, { timeout: 5000 }));
    await waitFor(() => expect(move.last()?.body).toEqual({ stage: 'in_progress' }));
    expect(await screen.findByText('This job is already in progress.')).toBeInTheDocument();
  });

  it('edits the spec in a dialog while received; once in progress only an admin may', async () => {
    const first = renderJob(makeJobView(42, { stage: 'in_progress' }), 'staff');
    expect(await screen.findByText('Specification')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit spec' })).not.toBeInTheDocument();
    first.unmount();

    const second = renderJob(makeJobView(42, { stage: 'in_progress' }), 'admin');
    expect(await screen.findByRole('button', { name: 'Edit spec' }, { timeout: 5000 })).toBeInTheDocument();
    second.unmount();

    const save = fakeApi.put('/api/jobs/:id/spec', jobSpecUpdateResponseSchema, {
      message: 'Specification saved. The new strings cost more: the difference is due at handover.',
      job: makeJobView(42),
      price: 195,
      price_change: 45,
      balance_due: 45,
    });
    renderJob(makeJobView(42), 'staff');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit spec' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Specification of job #42' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save spec' }));
    await waitFor(() => expect(save.count()).toBe(1));
    expect(save.last()?.body).toMatchObject({
      racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' },
      mains: { string_id: 3, tension: 23.5, unit: 'kg' },
      crosses: { own_string: 'Natural gut 1.30', tension: 52, unit: 'lb' },
      knots: 4,
    });
    // The server priced the new strings: the counter sees the new price and what is due at handover.
    expect(
      await screen.findByText(
        'Specification saved. The new strings cost more: the difference is due at handover. New price 195.00 AED; 45.00 AED still to pay at handover.',
      ),
    ).toBeInTheDocument();
  });

  it('starts Edit spec on a job without a spec from its racket and its booked string, not blank fields', async () => {
    fakeRackets([makeRacket({ racket_id: 3, brand: 'Head', model: 'Speed Pro', pattern: '18x20', head_size: 100 })]);
    const save = fakeApi.put('/api/jobs/:id/spec', jobSpecUpdateResponseSchema, {
      message: 'Specification saved.',
      job: makeJobView(42),
      price: 195,
      price_change: 0,
      balance_due: 195,
    });
    renderJob(makeJobView(42, { spec: null, racket_id: 3, service_name: 'Luxilon ALU Power 1.25' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit spec' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Specification of job #42' }, { timeout: 5000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save spec' }, { timeout: 5000 }));
    await waitFor(() => expect(save.count()).toBe(1));
    // The racket the job was booked for, the string it was booked with, the shop's default tension: its price stays.
    expect(save.last()?.body).toMatchObject({
      racket: { brand: 'Head', model: 'Speed Pro', pattern: '18x20', head_size: 100 },
      mains: { string_id: 9, tension: 23, unit: 'kg' },
      crosses: { string_id: 9, tension: 23, unit: 'kg' },
    });
  });

  it('cancels only with a reason, after asking', async () => {
    const move = fakeApi.post('/api/jobs/:id/stage', jobUpdateResponseSchema, {
      message: 'Job moved to canceled.',
      job: makeJobView(42, { stage: 'canceled' }),
    });
    renderJob(makeJobView(42));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel job' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel job #42?' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    expect(await within(dialog).findByText('Give the reason for canceling the job.')).toBeInTheDocument();
    expect(move.count()).toBe(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Customer took the racket back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() =>
      expect(move.last()?.body).toEqual({ stage: 'canceled', reason: 'Customer took the racket back' }),
    );
  });

  it('offers the ready message on WhatsApp, prominent without an email, and says when the email went out', async () => {
    const first = renderJob(makeJobView(42, { stage: 'ready', customer_email: '' }));
    const whatsapp = await screen.findByRole('link', { name: 'Send on WhatsApp' }, { timeout: 5000 });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/971501234567?text=Your%20racket%20is%20ready');
    expect(screen.getByText('The customer has no email: send the message on WhatsApp.')).toBeInTheDocument();
    first.unmount();

    renderJob(makeJobView(42, { stage: 'ready', ready_notified_at: '2026-03-11T08:30:00.000Z' }));
    expect(await screen.findByText('Ready email sent 11/03/2026, 12:30.')).toBeInTheDocument();
  });

  it("shows the WhatsApp messages the system sent, with their statuses and a failure's reason, and no link to click", async () => {
    renderJob(
      makeJobView(42, {
        stage: 'ready',
        ready_notified_at: '2026-03-11T08:30:00.000Z',
        whatsapp_messages: [
          {
            id: 1,
            kind: 'received',
            status: 'failed',
            error: '131026 Message undeliverable',
            fell_back_to_email: true,
            created_at: '2026-03-10T06:00:00.000Z',
            status_at: '2026-03-10T06:01:00.000Z',
          },
          {
            id: 2,
            kind: 'ready',
            status: 'read',
            error: null,
            fell_back_to_email: false,
            created_at: '2026-03-11T08:30:00.000Z',
            status_at: '2026-03-11T08:35:00.000Z',
          },
        ],
      }),
    );
    const card = await screen.findByTestId('whatsapp-messages', {}, { timeout: 5000 });
    expect(within(card).getByText('Received message')).toBeInTheDocument();
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).getByText('Failed: 131026 Message undeliverable')).toBeInTheDocument();
    expect(within(card).getByText('Sent by email instead.')).toBeInTheDocument();
    expect(within(card).getByText('Ready message')).toBeInTheDocument();
    expect(within(card).getByText('Read')).toBeInTheDocument();
    expect(screen.getByText('Ready message sent on WhatsApp 11/03/2026, 12:30.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send on WhatsApp' })).not.toBeInTheDocument();
  });

  it('says when the job does not exist', async () => {
    saveSession('tok-1', 'staff');
    fakeApi.failure('get', '/api/jobs/:id', 404, 'This job does not exist.');
    renderRoutes([{ path: '/dashboard/jobs/:jobId', element: <JobPage /> }], ['/dashboard/jobs/999']);
    expect(await screen.findByRole('alert')).toHaveTextContent('This job does not exist.');
  });
});

function errorAnswer409() {
  return errorAnswer(409, 'This job is already in progress.');
}
