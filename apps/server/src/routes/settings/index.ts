import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  digitsSettingSchema,
  settingsOverviewSchema,
  storeCheckSchema,
  storeSettingsSchema,
  updateDigitsSettingSchema,
  updateStoreSettingsSchema,
} from '@shop/domain/contracts/settings';
import {
  shopSettingsResponseSchema,
  shopSettingsSchema,
  updateShopSettingsSchema,
} from '@shop/domain/contracts/shop-settings';
import { currentUser } from '../../plugins/auth';
import { getShopSettings, updateShopSettings } from '../../services/settings/shop-settings';
import { checkStoreConnection, settingsOverview } from '../../services/settings/settings-overview';
import { getDigitsSetting, updateDigitsSetting } from '../../services/settings/digits';
import { getStoreSettings, updateStoreSettings } from '../../services/settings/store-settings';

/** The settings screen (admin and superadmin read; a superadmin changes the store pricing and the shop settings). */
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

  app.get(
    '/admin/settings/digits',
    { onRequest: app.authorize('settings:read'), schema: { response: { 200: digitsSettingSchema } } },
    async () => getDigitsSetting(app.ctx.db),
  );

  app.put(
    '/admin/settings/digits',
    {
      onRequest: app.authorize('settings:edit'),
      schema: { body: updateDigitsSettingSchema, response: { 200: digitsSettingSchema } },
    },
    async (request) =>
      updateDigitsSetting(app.ctx.db, { actorId: currentUser(request).id, arabicDigits: request.body.arabic_digits }),
  );

  app.get(
    '/admin/shop-settings',
    { onRequest: app.authorize('settings:read'), schema: { response: { 200: shopSettingsSchema } } },
    async () => getShopSettings(app.ctx.db, app.ctx.config),
  );

  app.put(
    '/admin/shop-settings',
    {
      onRequest: app.authorize('settings:edit'),
      schema: { body: updateShopSettingsSchema, response: { 200: shopSettingsResponseSchema } },
    },
    async (request) =>
      updateShopSettings(app.ctx.db, app.ctx.config, { actorId: currentUser(request).id, values: request.body }),
  );
};
export default routes;
