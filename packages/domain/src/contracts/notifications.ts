import { z } from 'zod';

/** The newest notifications GET /api/notifications returns. */
export const NOTIFICATIONS_LIMIT = 50;

/** GET /api/notifications (no auth): public, so it never carries personal data. */
export const notificationSchema = z.object({
  notification_id: z.number().int(),
  title: z.string(),
  message: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);
