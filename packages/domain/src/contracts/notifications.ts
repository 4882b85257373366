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

/**
 * GET /api/notifications/staff (signed-in staff): the same notifications, newest first, with what
 * they are about resolved when read: a ticket's notification names its customer and the ticket to
 * open. The customer's name is never stored in the notifications table (docs/decisions/notifications.md).
 */
export const staffNotificationSchema = notificationSchema.extend({
  created_at: z.string(),
  ticket: z
    .object({
      ticket_id: z.number().int(),
      customer: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
});
export type StaffNotification = z.infer<typeof staffNotificationSchema>;
export const staffNotificationListSchema = z.array(staffNotificationSchema);
