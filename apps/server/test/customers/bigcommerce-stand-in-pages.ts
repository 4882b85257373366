import type { ServerResponse } from 'node:http';

/** Answer shapes of BigCommerce's REST API, as its documentation shows them (for the stand-in). */
export function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export const v3Error = (status: number, title: string, errors: Record<string, string> = {}) => ({
  status,
  title,
  type: 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes',
  errors,
});

export function v3Page<T>(items: T[], query: URLSearchParams) {
  const limit = Number(query.get('limit') ?? 50);
  const page = Number(query.get('page') ?? 1);
  const totalPages = Math.max(1, Math.ceil(items.length / limit));
  const data = items.slice((page - 1) * limit, page * limit);
  return {
    data,
    meta: {
      pagination: {
        total: items.length,
        count: data.length,
        per_page: limit,
        current_page: page,
        total_pages: totalPages,
        links: {
          current: `?page=${page}&limit=${limit}`,
          ...(page < totalPages ? { next: `?page=${page + 1}&limit=${limit}` } : {}),
        },
      },
    },
  };
}

export function v2Page<T>(res: ServerResponse, items: T[], query: URLSearchParams, maxPerPage = Infinity) {
  const limit = Math.min(Number(query.get('limit') ?? 50), maxPerPage);
  const page = Number(query.get('page') ?? 1);
  const rows = items.slice((page - 1) * limit, page * limit);
  if (rows.length === 0) return send(res, 204);
  return send(res, 200, rows);
}
