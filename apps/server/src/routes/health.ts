import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedArabicDigits, loadArabicDigits } from '../services/settings/digits';

const health: FastifyPluginAsyncZod = async (app) => {
  await loadArabicDigits(app.ctx.db);
  // The check uses the database's own small control pool: it answers while the main pool is full.
  app.get('/health', async (_request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ok', database: app.ctx.database.engine };
    } catch {
      return reply.status(503).send({
        status: 'unavailable',
        error: 'The database is not reachable.',
        message: 'The database is not reachable.',
      });
    }
  });
  /** Public settings the web app needs before login (bot check site key, shop links). No secrets. */
  app.get('/public-config', async () => {
    const { config } = app.ctx;
    return {
      shopName: config.shop.name,
      supportWhatsapp: config.shop.supportWhatsapp,
      infoLinks: config.shop.infoLinks,
      storeUrl: config.shop.storeUrl,
      botCheck: { provider: config.botCheck.provider, siteKey: config.botCheck.siteKey },
      demo: config.demo,
      /** Arabic screens show Arabic-Indic digits (a superadmin's setting). */
      // From memory: the login page loads while the database is busy or down (services/settings/digits.ts).
      arabicDigits: cachedArabicDigits(app.ctx.db),
    };
  });
};
export default health;
