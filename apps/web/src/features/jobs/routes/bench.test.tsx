import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { jobListResponseSchema, jobUpdateResponseSchema } from '@shop/domain/contracts/jobs';
import { apiServer, errorAnswer, fakeApi, PROFILE } from '@/testing/api';
import { renderRoutes } from '@/testing/render';

import { makeJobItem, makeJobPage, makeJobView } from '../testing/make-job';
import BenchPage from './bench';

const JOBS = '/api/jobs';

const renderBench = (url = '/dashboard/jobs') =>
  renderRoutes(
    [
      {
        path: '/dashboard/jobs',
        element: (
          <>
            <Notifications />
            <BenchPage />
          </>
        ),
      },
      { path: '/dashboard/jobs/:jobId', element: <p>Job page</p> },
    ],
    [url],
  );

/** The rows are drawn twice (table and cards, CSS shows one): the first is enough to act on. */
const firstRow = async (id: number) =>
  (await screen.findAllByRole('article', { name: `Job #${id}` }, { timeout: 5000 }))[0]!;

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('The stringing bench', { timeout: 20_000 }, () => {
  it('keeps stage, store and due in the URL and asks the server for them', async () => {
    const calls = fakeApi.get(JOBS, jobListResponseSchema, makeJobPage([makeJobItem(12)]));
    const view = renderBench('/dashboard/jobs?due=overdue');
    await firstRow(12);
    expect(calls.last()?.query.get('due')).toBe('overdue');
    expect(calls.last()?.query.has('stage')).toBe(false);
    expect(calls.last()?.query.has('store')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'In progress' }));
    await waitFor(() => expect(calls.last()?.query.get('stage')).toBe('in_progress'));
    expect(calls.last()?.query.get('due')).toBe('overdue');
    expect(view.router.state.location.search).toBe('?due=overdue&stage=in_progress');

    // The dropdown animates in; under jsdom it stays display:none, so the option is found hidden.
    await userEvent.click(screen.getByLabelText('Store', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marina Store', hidden: true }));
    await waitFor(() => expect(calls.last()?.query.get('store')).toBe('Marina Store'));
    expect(view.router.state.location.search).toBe('?due=overdue&stage=in_progress&store=Marina+Store');

    await userEvent.click(screen.getByLabelText('Finished jobs', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Collected', hidden: true }));
    await waitFor(() => expect(calls.last()?.query.get('stage')).toBe('collected'));
  });

  it("shows the account's store unless another is chosen; All stores asks for every store", async () => {
    apiServer.use(
      http.get('*/api/admin/profile', () => HttpResponse.json({ ...PROFILE, default_store: 'Marina Store' })),
    );
    const calls = fakeApi.get(JOBS, jobListResponseSchema, makeJobPage([makeJobItem(12)]));
    const view = renderBench();
    await firstRow(12);
    // The first call already names the account's store: the list waits for the profile.
    expect(calls.calls.map((call) => call.query.get('store'))).toEqual(['Marina Store']);
    expect(screen.getByLabelText('Store', { selector: 'input' })).toHaveValue('Marina Store');

    await userEvent.click(screen.getByLabelText('Store', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All stores', hidden: true }));
    await waitFor(() => expect(calls.last()?.query.has('store')).toBe(false));
    expect(view.router.state.location.search).toBe('?store=all');
  });

  it('shows each job: number, customer, racket, EXPRESS, warnings, and an overdue due time in red', async () => {
    fakeApi.get(
      JOBS,
      jobListResponseSchema,
      makeJobPage([
        makeJobItem(31, { express: true, overdue: true, warnings: ['Frame crack'] }),
        makeJobItem(12, { stage: 'in_progress', customer_name: 'Omar Farouk' }),
      ]),
    );
    renderBench();
    const late = await firstRow(31);
    expect(within(late).getByText('EXPRESS')).toBeInTheDocument();
    expect(within(late).getByText('Frame crack')).toBeInTheDocument();
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText('12/03/2026, 21:00').closest('[data-overdue]')).toHaveAttribute(
      'data-overdue',
      'true',
    );
    expect(within(late).getByRole('button', { name: /^Start/ })).toBeInTheDocument();

    const onTime = await firstRow(12);
    expect(within(onTime).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(onTime).getByText('12/03/2026, 21:00').closest('[data-overdue]')).toHaveAttribute(
      'data-overdue',
      'false',
    );
    expect(within(onTime).getByText('Omar Farouk')).toBeInTheDocument();
    expect(within(onTime).getByRole('button', { name: /^Mark ready/ })).toBeInTheDocument();
    expect(within(onTime).getByRole('link', { name: 'Open job #12' })).toHaveAttribute('href', '/dashboard/jobs/12');
  });

  it('shows every row and phone card its strings and tensions, or that the spec is not entered yet', async () => {
    const hybrid = 'Babolat RPM Blast 1.25 / Luxilon ALU Power 1.25 · 24.0 kg (52.9 lb) / 23.0 kg (50.7 lb)';
    fakeApi.get(
      JOBS,
      jobListResponseSchema,
      makeJobPage([
        makeJobItem(31, { spec_summary: hybrid }),
        makeJobItem(12, { spec_summary: null }),
        makeJobItem(13, { spec_summary: null, service_kind: 'grip' }),
      ]),
    );
    renderBench();
    // The table's row and the phone's card (CSS shows one of them) each carry it.
    const views = async (id: number) => [
      ...(await screen.findAllByRole('article', { name: `Job #${id}` })),
      document.querySelector<HTMLElement>(`tr[data-job-id="${id}"]`)!,
    ];
    for (const view of await views(31)) expect(within(view).getByText(hybrid)).toBeInTheDocument();
    for (const view of await views(12)) expect(within(view).getByText('Spec not entered yet')).toBeInTheDocument();
    for (const view of await views(13))
      expect(within(view).queryByText('Spec not entered yet')).not.toBeInTheDocument();
  });

  it('posts the next stage with one click, disabled while it is sent, and fetches the bench again', async () => {
    const list = fakeApi.get(JOBS, jobListResponseSchema, makeJobPage([makeJobItem(12)]));
    let answer: (() => void) | undefined;
    const move = fakeApi.post(
      '/api/jobs/:id/stage',
      jobUpdateResponseSchema,
      ({ params }) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              message: 'Job moved to in progress.',
              job: makeJobView(Number(params.id), { stage: 'in_progress' }),
            });
        }),
    );
    renderBench();
    const button = within(await firstRow(12)).getByRole('button', { name: /^Start/ });
    const before = list.count();
    await userEvent.click(button);
    await waitFor(() => expect(move.count()).toBe(1));
    expect(move.last()?.params.id).toBe('12');
    expect(move.last()?.body).toEqual({ stage: 'in_progress' });
    expect(button).toBeDisabled();
    answer!();
    await waitFor(() => expect(list.count()).toBeGreaterThan(before));
  });

  it("shows the server's 409 sentence when the move was already made, and refreshes the job", async () => {
    const list = fakeApi.get(JOBS, jobListResponseSchema, makeJobPage([makeJobItem(12, { stage: 'in_progress' })]));
    fakeApi.post(
      '/api/jobs/:id/stage',
      jobUpdateResponseSchema,
      errorAnswer(409, 'This job is already ready for pickup.'),
    );
    renderBench();
    const before = list.count();
    await userEvent.click(within(await firstRow(12)).getByRole('button', { name: /^Mark ready/ }));
    expect(await screen.findByText('This job is already ready for pickup.')).toBeInTheDocument();
    await waitFor(() => expect(list.count()).toBeGreaterThan(before));
  });

  it("says when no job matches, and shows the server's sentence with Try again when the list fails", async () => {
    fakeApi.get(JOBS, jobListResponseSchema, makeJobPage([]), { once: true });
    const first = renderBench();
    expect(await screen.findByText('No jobs match these filters.')).toBeInTheDocument();
    first.unmount();
    fakeApi.failure('get', JOBS, 400, 'Search by job number: digits only, for example 1042.');
    renderBench('/dashboard/jobs?search=sara');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Search by job number: digits only, for example 1042.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
