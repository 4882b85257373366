/** Arabic of the intake photos' messages (contracts/job-photos.ts; merged into MESSAGES_AR). */
export const MESSAGES_AR_PHOTOS: Record<string, string> = {
  'Photo added.': 'تمت إضافة الصورة.',
  'Photo deleted.': 'تم حذف الصورة.',
  'The customer sees this photo on their status page.': 'يرى العميل هذه الصورة في صفحة حالة طلبه.',
  'This photo is no longer on the customer’s status page.': 'لم تعد هذه الصورة في صفحة حالة طلب العميل.',
  'There is no such photo on this job.': 'لا توجد صورة كهذه في هذا الطلب.',
  'Choose a photo to upload (a JPEG, PNG or WebP image).': 'اختر صورة لرفعها (صورة JPEG أو PNG أو WebP).',
  'A photo must be a JPEG, PNG or WebP image.': 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP.',
  'This file is not a picture that can be read. Take the photo again or choose another one.':
    'هذا الملف ليس صورة يمكن قراءتها. التقط الصورة مرة أخرى أو اختر صورة أخرى.',
  'A photo can be at most 10 MB.': 'لا يمكن أن يزيد حجم الصورة عن 10 ميغابايت.',
  'This job already has 4 photos. Delete one to add another.':
    'يحتوي هذا الطلب على 4 صور بالفعل. احذف واحدة لإضافة أخرى.',
  'This job is finished; its photos can no longer change.': 'هذا الطلب منتهٍ؛ لم يعد من الممكن تغيير صوره.',
  'Say whether the customer sees this photo (true or false).': 'حدّد ما إذا كان العميل يرى هذه الصورة (true أو false).',
  'The photo id must be a positive whole number.': 'يجب أن يكون رقم الصورة عددًا صحيحًا موجبًا.',
};
