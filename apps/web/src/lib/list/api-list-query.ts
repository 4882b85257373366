/**
 * A list's query as the screens send it, typed from the domain's query (`BookingListQuery`, `JobListQuery`, ...)
 * so a filter the server does not know is a type error: a number stays a number (the query string makes it text)
 * and '' is no filter (the API client leaves it out).
 */
export type ApiListQuery<Q> = {
  [K in keyof Q]?: K extends 'page' | 'pageSize' | 'customer' ? number : NonNullable<Q[K]> | '';
};
