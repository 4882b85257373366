import { Notifications } from '@mantine/notifications';
import { jobViewSchema, type JobView } from '@shop/domain/contracts/jobs';
import { statusLinkResponseSchema } from '@shop/domain/contracts/status-links';
import type { Role } from '@shop/domain/roles';
import { saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import JobPage from '../routes/job';

/**
 * The job page of `job`, signed in as `role`, with GET /api/jobs/{id} answering it (and its status link card: no link
 * yet) and the notifications shown.
 */
export function renderJob(job: JobView, role: Role = 'staff') {
  saveSession('tok-1', role);
  const get = fakeApi.get('/api/jobs/:id', jobViewSchema, job);
  fakeApi.get('/api/jobs/:id/status-link', statusLinkResponseSchema, { status_url: null });
  const view = renderRoutes(
    [
      {
        path: '/dashboard/jobs/:jobId',
        element: (
          <>
            <Notifications />
            <JobPage />
          </>
        ),
      },
    ],
    [`/dashboard/jobs/${job.job_id}`],
  );
  return { ...view, get };
}
