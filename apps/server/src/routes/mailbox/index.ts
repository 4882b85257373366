import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { findRecentEmails } from '../../services/outbox/find-recent-emails';

/**
 * The development mailbox: the outbox's latest emails, so a set-password link can be followed
 * without a mail server. It exists only with the embedded mail transport and outside production.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', { preHandler: app.authorize('mailbox:read') }, async () => {
    const { config } = app.ctx;
    if (config.mail.transport !== 'outbox' || config.env === 'production') {
      throw notFound('The development mailbox is only available with MAIL_TRANSPORT=outbox outside production.');
    }
    return { items: await findRecentEmails(app.ctx.db) };
  });
};
export default routes;
