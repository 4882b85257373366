import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTicketRequestSchema,
  customerTicketsParamsSchema,
  sendTicketResponseRequestSchema,
  TICKET_MESSAGES,
  ticketParamsSchema,
  updateTicketStatusRequestSchema,
} from '@shop/domain/contracts/tickets';
import { ticketListQuerySchema } from '@shop/domain/contracts/ticket-list';
import { currentUser } from '../../plugins/auth';
import { validBody } from '../../plugins/rate-limit';
import { createTicket } from '../../services/tickets/create-ticket';
import { findCustomerTickets } from '../../services/tickets/find-customer-tickets';
import { findTickets } from '../../services/tickets/find-tickets';
import { getTicket } from '../../services/tickets/get-ticket';
import { sendTicketResponse } from '../../services/tickets/send-ticket-response';
import { updateTicketStatus } from '../../services/tickets/update-ticket-status';
import { requireShopSiteKey } from './require-shop-site-key';

/** Support tickets: raised from the shop's site (API key), handled by staff (bearer). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support-tickets/tickets',
    {
      onRequest: requireShopSiteKey(app.ctx.config),
      config: {
        rateLimit: [
          {
            key: (request) => `ticket-create:${validBody(request, createTicketRequestSchema).customer_id}`,
            limit: 10,
            windowSeconds: 3600,
            message: TICKET_MESSAGES.tooManyTickets,
          },
        ],
      },
      schema: { body: createTicketRequestSchema },
    },
    async (request, reply) => {
      const ticket = await createTicket(app.ctx, request.body);
      return reply.status(201).send({ message: TICKET_MESSAGES.ticketCreated, ticket });
    },
  );

  // Every customer's tickets, newest first, filtered and searched (the Support Tickets screen).
  app.get(
    '/support-tickets/tickets',
    { onRequest: app.authorize('tickets:read'), schema: { querystring: ticketListQuerySchema } },
    async (request) => findTickets(app.ctx.db, request.query),
  );

  for (const url of [
    '/support-tickets/tickets/customer/:customerId/',
    '/support-tickets/tickets/customer/:customerId',
  ]) {
    app.get(
      url,
      { onRequest: app.authorize('tickets:read'), schema: { params: customerTicketsParamsSchema } },
      async (request) => findCustomerTickets(app.ctx.db, { customerId: request.params.customerId }),
    );
  }

  app.get(
    '/support-tickets/tickets/:ticketId',
    { onRequest: app.authorize('tickets:read'), schema: { params: ticketParamsSchema } },
    async (request) => getTicket(app.ctx.db, { ticketId: request.params.ticketId }),
  );

  app.patch(
    '/support-tickets/tickets/:ticketId/status',
    {
      onRequest: app.authorize('tickets:update'),
      schema: { params: ticketParamsSchema, body: updateTicketStatusRequestSchema },
    },
    async (request) => {
      const ticket = await updateTicketStatus(app.ctx.db, {
        actorId: currentUser(request).id,
        ticketId: request.params.ticketId,
        status: request.body.status,
      });
      return { message: TICKET_MESSAGES.statusUpdated, ticket };
    },
  );

  app.post(
    '/ticket-responses/send-response',
    { onRequest: app.authorize('tickets:respond'), schema: { body: sendTicketResponseRequestSchema } },
    async (request) => sendTicketResponse(app.ctx, { actorId: currentUser(request).id, ...request.body }),
  );
};
export default routes;
