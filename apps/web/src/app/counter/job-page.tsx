import JobPage from '@/features/jobs/routes/job';

/**
 * The job page as the tag's QR code opens it (/dashboard/jobs/{id}), its main button the job's next action: Start,
 * Mark ready, then for a job ready for pickup the `readyAction` slot. The collect-with-payment dialog (money branch)
 * is given here at merge: `<JobPage readyAction={CollectJobButton} />`; until then the slot is empty and the page
 * shows Collected, which the server refuses while the booking is unpaid.
 */
export default function CounterJobPage() {
  return <JobPage />;
}
