import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BACKUP_MESSAGES,
  backupSchema,
  backupsResponseSchema,
  makeBackupRequestSchema,
} from '@shop/domain/contracts/backups';
import { currentUser } from '../../plugins/auth';
import { conflict } from '../../lib/errors';
import { listBackups, toBackup } from '../../services/backups/list-backups';
import { runBackup } from '../../services/backups/run-backup';

/** Backups (docs/decisions/backups.md): the superadmin sees the latest and makes one now. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backups',
    { onRequest: app.authorize('backups:manage'), schema: { response: { 200: backupsResponseSchema } } },
    async () => listBackups(app.ctx),
  );

  app.post(
    '/admin/backups',
    {
      onRequest: app.authorize('backups:manage'),
      schema: { body: makeBackupRequestSchema, response: { 201: backupSchema } },
    },
    async (request, reply) => {
      const made = await runBackup(app.ctx, { reason: 'manual', actorId: currentUser(request).id });
      if (!made) throw conflict(BACKUP_MESSAGES.alreadyRunning);
      return reply.code(201).send(toBackup(made));
    },
  );
};
export default routes;
