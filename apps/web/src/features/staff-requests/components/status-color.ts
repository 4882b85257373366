/** Badge colour of a request's action. */
export const STATUS_COLOR = { pending: 'yellow', approved: 'court', rejected: 'red' } as const;
