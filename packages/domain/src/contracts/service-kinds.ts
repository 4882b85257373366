/** What a booking line is for: a restring or a regrip. Its own module so bookings and jobs contracts both use it. */
export const SERVICE_KINDS = ['string', 'grip'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
