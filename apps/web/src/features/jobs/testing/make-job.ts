import type { JobListItem, JobListResponse, JobView } from '@shop/domain/contracts/jobs';

/** One bench row as GET /api/jobs answers it. */
export function makeJobItem(id: number, over: Partial<JobListItem> = {}): JobListItem {
  return {
    job_id: id,
    booking_id: id,
    stage: 'received',
    customer_name: 'Sara Haddad',
    racket: 'Babolat Pure Aero',
    service_kind: 'string',
    service_type: 'Regular',
    express: false,
    store: 'Jumeirah Store',
    due_at: '2026-03-12T17:00:00.000Z',
    overdue: false,
    warnings: [],
    spec_summary: 'Babolat RPM Blast 1.25 · 24.0 kg (52.9 lb)',
    ...over,
  };
}

/** One page of the bench; `totalIsExact` as the server sends it (the list counts up to 1,000 from the page's start). */
export function makeJobPage(
  items: JobListItem[],
  over: Partial<JobListResponse> = {},
): JobListResponse & { totalIsExact: boolean } {
  return { items, total: items.length, page: 1, pageSize: 20, totalIsExact: true, hasMore: false, ...over };
}

/** A job as GET /api/jobs/{id} answers it: a hybrid spec, no intake yet, created and nothing else. */
export function makeJobView(id: number, over: Partial<JobView> = {}): JobView {
  return {
    ...makeJobItem(id),
    customer_id: 7,
    customer_email: 'sara@example.ae',
    customer_phone: '+971501234567',
    whatsapp_messages: [],
    racket_id: 3,
    service_name: 'Luxilon ALU Power',
    booking_date: '2026-03-10',
    booking_status: 'pending',
    payment_status: 'paid',
    amount_due_in_store: 0,
    amount_paid: 150,
    balance_due: 0,
    photos: [],
    spec: {
      racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', head_size: 100 },
      mains: {
        string_id: 3,
        own_string: null,
        string_name: 'Luxilon ALU Power',
        tension: 23.5,
        unit: 'kg',
        tension_text: '23.5 kg (51.8 lb)',
      },
      crosses: {
        string_id: null,
        own_string: 'Natural gut 1.30',
        string_name: 'Natural gut 1.30',
        tension: 52,
        unit: 'lb',
        tension_text: '52 lb (23.6 kg)',
      },
      hybrid: true,
      prestretch_percent: 10,
      knots: 4,
      stencil: 'Babolat',
      notes: 'Customer likes it tight at the throat.',
    },
    intake: null,
    history: [{ at: '2026-03-10T06:00:00.000Z', by: 'Sara Staff', what: 'Job created' }],
    ready_notified_at: null,
    ready_message: 'Your racket is ready for pickup at Jumeirah Store.',
    whatsapp_url: 'https://wa.me/971501234567?text=Your%20racket%20is%20ready',
    job_url: `http://localhost:8080/dashboard/jobs/${id}`,
    ...over,
  };
}
