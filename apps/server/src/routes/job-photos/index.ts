import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/domain/contracts/common';
import {
  JOB_PHOTO_MESSAGES,
  JOB_PHOTO_TYPES,
  MAX_JOB_PHOTO_BYTES,
  jobPhotoParamsSchema,
  jobPhotoResponseSchema,
  jobPhotoUpdateSchema,
  publicPhotoParamsSchema,
} from '@shop/domain/contracts/job-photos';
import { badRequest, HttpError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { addJobPhoto } from '../../services/job-photos/add-job-photo';
import { deleteJobPhoto } from '../../services/job-photos/delete-job-photo';
import { getJobPhoto, type PhotoFile } from '../../services/job-photos/get-job-photo';
import { getPublicPhoto } from '../../services/job-photos/get-public-photo';
import { updateJobPhoto } from '../../services/job-photos/update-job-photo';

/** The one file of a multipart upload, checked for its type and size before anything is stored. */
async function uploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(JOB_PHOTO_MESSAGES.noFile);
  const part = await request.file();
  if (!part) throw badRequest(JOB_PHOTO_MESSAGES.noFile);
  if (!(JOB_PHOTO_TYPES as readonly string[]).includes(part.mimetype)) {
    part.file.resume(); // the rest of the upload is read and dropped, so the answer is not cut off
    throw badRequest(JOB_PHOTO_MESSAGES.wrongType);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, JOB_PHOTO_MESSAGES.tooLarge);
    throw error;
  }
}

function sendPhoto(reply: FastifyReply, photo: PhotoFile) {
  return reply.type(photo.contentType).header('content-disposition', 'inline').send(photo.data);
}

/**
 * Intake photos (docs/decisions/intake-photos.md): staff add up to 4 a job from a camera and choose which the
 * customer's status page shows; admins delete. The public image route needs the job's live status token.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_JOB_PHOTO_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/jobs/:id/photos',
    {
      onRequest: app.authorize('jobs:edit'),
      config: {
        rateLimit: [{ key: (request) => `job-photos:${currentUser(request).id}`, limit: 120, windowSeconds: 3600 }],
      },
      schema: { params: idParamSchema, response: { 201: jobPhotoResponseSchema } },
    },
    async (request, reply) => {
      const upload = await uploadedPhoto(request);
      const added = await addJobPhoto(app.ctx, { actorId: currentUser(request).id, jobId: request.params.id, upload });
      return reply.status(201).send(added);
    },
  );

  app.get(
    '/jobs/:id/photos/:photoId',
    { onRequest: app.authorize('jobs:read'), schema: { params: jobPhotoParamsSchema } },
    async (request, reply) =>
      sendPhoto(reply, await getJobPhoto(app.ctx, { jobId: request.params.id, photoId: request.params.photoId })),
  );

  app.patch(
    '/jobs/:id/photos/:photoId',
    {
      onRequest: app.authorize('jobs:edit'),
      schema: { params: jobPhotoParamsSchema, body: jobPhotoUpdateSchema, response: { 200: jobPhotoResponseSchema } },
    },
    async (request) =>
      updateJobPhoto(app.ctx, {
        actorId: currentUser(request).id,
        jobId: request.params.id,
        photoId: request.params.photoId,
        showToCustomer: request.body.show_to_customer,
      }),
  );

  app.delete(
    '/jobs/:id/photos/:photoId',
    { onRequest: app.authorize('jobs:deletePhoto'), schema: { params: jobPhotoParamsSchema } },
    async (request) =>
      deleteJobPhoto(app.ctx, {
        actorId: currentUser(request).id,
        jobId: request.params.id,
        photoId: request.params.photoId,
      }),
  );

  app.get(
    '/public/status/:token/photos/:photoId',
    {
      config: { rateLimit: [{ key: (request) => `status-photo:${request.ip}`, limit: 120, windowSeconds: 60 }] },
      schema: { params: publicPhotoParamsSchema },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendPhoto(reply, await getPublicPhoto(app.ctx, request.params));
    },
  );
};
export default routes;
