import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { findRecentEmails } from '../../services/outbox/find-recent-emails';

/**
 * The development mailbox: the outbox's latest emails, so a set-password link can be followed
 * without a mail server. It exists only with the embedded mail transport and outside production.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', { onRequest: app.authorize('mailbox:read') }, async (request) => {
    const { config } = app.ctx;
    if (config.mail.transport !== 'outbox' || config.env === 'production') {
      throw notFound('The development mailbox is only available with MAIL_TRANSPORT=outbox outside production.');
    }
    const user = currentUser(request);
    return { items: await findRecentEmails(app.ctx.db, { viewer: { id: user.id, role: user.role } }) };
  });
};
export default routes;
