import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dueReminderSchema,
  dueRemindersQuerySchema,
  sendRemindersResponseSchema,
  sendRemindersSchema,
  unsubscribeResponseSchema,
  unsubscribeSchema,
} from '@shop/domain/contracts/reminders';
import { shopDate } from '@shop/domain/shop-days';
import { currentUser } from '../../plugins/auth';
import { findDueRows, toDueReminder } from '../../services/reminders/find-due';
import { getShopSettings } from '../../services/settings/shop-settings';
import { sendReminders } from '../../services/reminders/send';
import { unsubscribe } from '../../services/reminders/unsubscribe';

/** Restring reminders (docs/product/reminders.md): the due list, sending, and the public unsubscribe. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reminders/due',
    {
      onRequest: app.authorize('reminders:read'),
      schema: { querystring: dueRemindersQuerySchema, response: { 200: z.array(dueReminderSchema) } },
    },
    async (request) => {
      const rows = await findDueRows(app.ctx.db, { today: shopDate(), within: request.query.within });
      const settings = await getShopSettings(app.ctx.db, app.ctx.config);
      return rows.map((row) => toDueReminder(app.ctx.config, row, settings));
    },
  );

  app.post(
    '/reminders/send',
    {
      onRequest: app.authorize('reminders:send'),
      config: {
        rateLimit: [{ key: (request) => `reminders-send:${currentUser(request).id}`, limit: 120, windowSeconds: 3600 }],
      },
      schema: { body: sendRemindersSchema, response: { 200: sendRemindersResponseSchema } },
    },
    async (request) =>
      sendReminders(app.ctx, {
        actorId: currentUser(request).id,
        racketIds: request.body.racket_ids,
        via: request.body.via,
      }),
  );

  app.post(
    '/reminders/unsubscribe',
    {
      config: {
        rateLimit: [{ key: (request) => `reminders-unsubscribe:${request.ip}`, limit: 30, windowSeconds: 3600 }],
      },
      schema: { body: unsubscribeSchema, response: { 200: unsubscribeResponseSchema } },
    },
    async (request) => ({ message: await unsubscribe(app.ctx, request.body.token) }),
  );
};
export default routes;
