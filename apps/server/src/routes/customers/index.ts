import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the customers area; filled in by its issue. */
const routes: FastifyPluginAsyncZod = async (_app) => {};
export default routes;
