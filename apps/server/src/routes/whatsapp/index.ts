import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WHATSAPP_MESSAGES, whatsappVerifyQuerySchema, whatsappWebhookSchema } from '@shop/domain/contracts/whatsapp';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';
import { recordWhatsAppWebhook } from '../../services/whatsapp/record-webhook';
import { isSignedByWhatsApp } from '../../services/whatsapp/verify-signature';

/**
 * The WhatsApp Cloud API's webhook (docs/decisions/whatsapp.md): Meta's subscription check, and message statuses
 * signed with the app secret. In its own plugin: here every body is kept raw (a Buffer), for the signature.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/webhooks/whatsapp',
    { schema: { querystring: whatsappVerifyQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const { verifyToken } = app.ctx.config.whatsapp;
      const query = request.query;
      if (
        !verifyToken ||
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== verifyToken ||
        query['hub.challenge'] === undefined
      )
        throw forbidden(WHATSAPP_MESSAGES.verifyRefused);
      return reply.type('text/plain').send(query['hub.challenge']);
    },
  );

  app.post('/webhooks/whatsapp', async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-hub-signature-256'];
    if (
      !isSignedByWhatsApp(raw, typeof signature === 'string' ? signature : undefined, app.ctx.config.whatsapp.appSecret)
    )
      throw unauthorized(WHATSAPP_MESSAGES.badSignature);
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest(WHATSAPP_MESSAGES.notJson);
    }
    const parsed = whatsappWebhookSchema.safeParse(json);
    if (!parsed.success) throw badRequest(WHATSAPP_MESSAGES.notJson);
    await recordWhatsAppWebhook(app.ctx, parsed.data);
    return { message: WHATSAPP_MESSAGES.received };
  });
};

export default routes;
