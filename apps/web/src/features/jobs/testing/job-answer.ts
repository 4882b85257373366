import { z } from 'zod';
import { jobViewSchema } from '@shop/domain/contracts/jobs';

/** What PUT spec, PUT intake and POST stage answer: what happened, and the job as it is now. */
export const jobAnswerSchema = z.object({ message: z.string(), job: jobViewSchema });
