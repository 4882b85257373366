import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAccountListQuerySchema, staffAccountParamsSchema } from '@shop/domain/contracts/staff-accounts';
import { currentUser } from '../../plugins/auth';
import { findStaffAccounts } from '../../services/staff-accounts/find-staff-accounts';
import { setAccountActive } from '../../services/staff-accounts/set-account-active';

/** Staff who leave (docs/product/staff-accounts.md): the accounts list and their deactivation and reactivation. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/accounts',
    { onRequest: app.authorize('staffAccounts:read'), schema: { querystring: staffAccountListQuerySchema } },
    async (request) => findStaffAccounts(app.ctx.db, request.query),
  );
  for (const [verb, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const)
    app.post(
      `/admin/accounts/:id/${verb}`,
      { onRequest: app.authorize('staffAccounts:manage'), schema: { params: staffAccountParamsSchema } },
      async (request) =>
        setAccountActive(app.ctx, { actor: currentUser(request), accountId: request.params.id, active }),
    );
};
export default routes;
