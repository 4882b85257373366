import { afterEach, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jobListResponseSchema, jobViewSchema } from '@shop/domain/contracts/jobs';
import { clearSession, saveSession } from '@/lib/session';
import { statusLinkResponseSchema } from '@shop/domain/contracts/status-links';
import { fakeApi } from '@/testing/api';
import { describeInArabic } from '@/testing/arabic';
import { renderRoutes, renderWithProviders } from '@/testing/render';
import { makeJobItem, makeJobPage, makeJobView } from '../testing/make-job';
import BenchPage from './bench';
import JobPage from './job';

afterEach(() => {
  clearSession();
});

describeInArabic('The job screens in Arabic', () => {
  it('shows the bench in Arabic with the job number and count kept left to right', async () => {
    fakeApi.get(
      '/api/jobs',
      jobListResponseSchema,
      makeJobPage([
        makeJobItem(12, { express: true, warnings: ['Frame crack', 'Other damage: paint'] }),
        makeJobItem(13),
      ]),
    );
    renderWithProviders(<BenchPage />, '/dashboard/jobs');
    expect(await screen.findByRole('heading', { name: 'طاولة التركيب' })).toBeInTheDocument();
    const row = (await screen.findAllByRole('article', { name: 'الطلب \u2066#12\u2069' }))[0]!;
    expect(within(row).getAllByText('مستعجل').length).toBeGreaterThan(0);
    expect(within(row).getByText('شرخ في الإطار')).toBeInTheDocument();
    expect(within(row).getByText('ضرر آخر: paint')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'ابدأ: الطلب \u2066#12\u2069' })).toBeInTheDocument();
    expect(screen.getByTestId('job-total')).toHaveTextContent('طلبان');
    expect(screen.getByRole('radio', { name: 'قيد التنفيذ' })).toBeInTheDocument();
    expect(screen.getByLabelText('الطلبات المنتهية', { selector: 'input' })).toBeInTheDocument();
  });

  it('shows the job page in Arabic: stepper, spec, intake, actions and timeline', async () => {
    saveSession('tok-1', 'staff');
    const history = [
      { at: '2026-03-10T06:00:00.000Z', by: 'Sara Staff', what: 'Booked' },
      {
        at: '2026-03-10T06:05:00.000Z',
        by: 'Sara Staff',
        what: 'Intake check: Frame crack (customer accepts the crack’s risk)',
      },
      { at: '2026-03-10T06:10:00.000Z', by: 'Sara Staff', what: 'Moved to in progress' },
      { at: '2026-03-10T06:11:00.000Z', by: 'System', what: 'Intake check' },
      { at: '2026-03-10T06:12:00.000Z', by: 'System', what: 'Receipt emailed to مريم@example.ae' },
    ];
    fakeApi.get('/api/jobs/:id', jobViewSchema, makeJobView(42, { stage: 'in_progress', history }));
    fakeApi.get('/api/jobs/:id/status-link', statusLinkResponseSchema, { status_url: null });
    renderRoutes([{ path: '/dashboard/jobs/:jobId', element: <JobPage /> }], ['/dashboard/jobs/42']);
    expect(await screen.findByRole('heading', { name: 'الطلب \u2066#42\u2069' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الرجوع إلى طاولة التركيب' })).toBeInTheDocument();
    expect(screen.getByLabelText('المرحلة 2: قيد التنفيذ')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'المواصفات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'فحص الاستلام' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'السجل الزمني' })).toBeInTheDocument();
    // The server keeps the timeline in English; the screen says it in Arabic.
    expect(screen.getByText('تم الحجز')).toBeInTheDocument();
    expect(screen.getByText('فحص الاستلام: شرخ في الإطار (تم إبلاغ العميل ويتحمّل مخاطرة الشرخ)')).toBeInTheDocument();
    expect(screen.getByText('انتقل إلى «قيد التنفيذ»')).toBeInTheDocument();
    expect(screen.getByText('أُرسل الإيصال بالبريد الإلكتروني إلى \u2066مريم@example.ae\u2069')).toBeInTheDocument();
    // The system's entries are the system's in Arabic too, and no English is left on the timeline.
    const timeline = screen.getByLabelText('السجل الزمني');
    expect(within(timeline).getAllByText(/النظام/)).toHaveLength(2);
    expect(timeline.textContent).not.toMatch(/System|Intake check|Receipt/);
    // The head size in the Arabic unit.
    expect(screen.getByText(/\u2066100\u2069 بوصة مربعة/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'جاهز: الطلب \u2066#42\u2069' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الطلب' })).toBeInTheDocument();
    // Tensions keep their left-to-right order inside the Arabic page.
    expect(screen.getByTestId('mains-tension')).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
