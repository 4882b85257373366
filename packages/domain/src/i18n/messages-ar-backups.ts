import { BACKUP_MESSAGES } from '../contracts/backups';

/** Arabic for the backups' messages (merged into MESSAGES_AR). */
export const MESSAGES_AR_BACKUPS: Record<string, string> = {
  [BACKUP_MESSAGES.noFields]: 'تُنشأ النسخة الاحتياطية بإعدادات الخادم: لا ترسل أي حقول.',
  [BACKUP_MESSAGES.alreadyRunning]: 'يجري إنشاء نسخة احتياطية الآن. انتظر حتى تنتهي ثم حاول مرة أخرى.',
  [BACKUP_MESSAGES.failedTitle]: 'فشل النسخ الاحتياطي',
  [BACKUP_MESSAGES.failedMessage]:
    'فشلت آخر نسخة احتياطية لقاعدة البيانات. النسخ السابقة محفوظة؛ يرى المدير العام السبب في الإعدادات، النسخ الاحتياطية.',
};
