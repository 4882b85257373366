import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  settingsOverviewSchema,
  storeCheckSchema,
  storeSettingsSchema,
  updateStoreSettingsSchema,
} from '@shop/domain/contracts/settings';
import { currentUser } from '../../plugins/auth';
import { checkStoreConnection, settingsOverview } from '../../services/settings/settings-overview';
import { getStoreSettings, updateStoreSettings } from '../../services/settings/store-settings';

/** The settings screen (admin and superadmin read; a superadmin changes the store pricing). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    { onRequest: app.authorize('settings:read'), schema: { response: { 200: settingsOverviewSchema } } },
    async () => settingsOverview(app.ctx),
  );

  app.get(
    '/admin/settings/store-check',
    { onRequest: app.authorize('settings:read'), schema: { response: { 200: storeCheckSchema } } },
    async () => checkStoreConnection(app.ctx),
  );

  app.get(
    '/admin/settings/store',
    { onRequest: app.authorize('settings:read'), schema: { response: { 200: storeSettingsSchema } } },
    async () => getStoreSettings(app.ctx),
  );

  app.put(
    '/admin/settings/store',
    {
      onRequest: app.authorize('settings:edit'),
      schema: { body: updateStoreSettingsSchema, response: { 200: storeSettingsSchema } },
    },
    async (request) =>
      updateStoreSettings(app.ctx, {
        actorId: currentUser(request).id,
        pricesIncludeVat: request.body.prices_include_vat,
      }),
  );
};
export default routes;
