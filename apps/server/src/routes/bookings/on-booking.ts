import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth';

/** Who acts on which booking: the signed-in staff member and the booking of the address (`/bookings/:id/...`). */
export const onBooking = (request: FastifyRequest & { params: { id: number } }) => ({
  actorId: currentUser(request).id,
  bookingId: request.params.id,
});
