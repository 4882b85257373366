/** Arabic of the shared, accounts, settings, invites and outbox messages (merged into MESSAGES_AR). */
export const MESSAGES_AR_ACCOUNTS: Record<string, string> = {
  // Shared (messages.ts) and the server's own answers (error handler, database, request guards)
  'Something went wrong. Please try again.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  'Session expired. Please log in again.': 'انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.',
  'You are not eligible to access it.': 'ليست لديك صلاحية الوصول إلى هذه الصفحة.',
  'Please log in to continue.': 'يرجى تسجيل الدخول للمتابعة.',
  'Not found.': 'غير موجود.',
  'Some fields are not valid. Please check and try again.': 'بعض الحقول غير صحيحة. يرجى المراجعة والمحاولة مرة أخرى.',
  'Too many attempts. Please wait a few minutes and try again.':
    'محاولات كثيرة جداً. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  'Invalid value.': 'قيمة غير صحيحة.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  'The request is too large: at most 1 MB is accepted.': 'الطلب كبير جداً: الحد الأقصى المقبول 1 ميغابايت.',
  'Text may not contain a NUL character (\\0).': 'لا يجوز أن يحتوي النص على الحرف NUL ‏(\\0).',
  'The database took too long to answer this request, so it was stopped. Please try again in a moment.':
    'استغرقت قاعدة البيانات وقتاً طويلاً للرد على هذا الطلب فتم إيقافه. يرجى المحاولة بعد لحظات.',
  'The server is busy: no database connection became free in time. Please try again in a moment.':
    'الخادم مشغول: لم يتوفر اتصال بقاعدة البيانات في الوقت المناسب. يرجى المحاولة بعد لحظات.',
  'The database is not reachable right now. Please try again in a moment.':
    'تعذّر الوصول إلى قاعدة البيانات حالياً. يرجى المحاولة بعد لحظات.',
  'The database is not reachable.': 'تعذّر الوصول إلى قاعدة البيانات.',
  'The request was abandoned by the client.': 'ألغى المتصفح الطلب قبل اكتماله.',
  'This account no longer exists.': 'هذا الحساب لم يعد موجوداً.',
  'First and last name are required.': 'الاسم الأول واسم العائلة مطلوبان.',
  'The development mailbox is only available with MAIL_TRANSPORT=outbox outside production.':
    'صندوق البريد التجريبي متاح فقط مع MAIL_TRANSPORT=outbox وخارج بيئة الإنتاج.',
  'Choose Pay, Authorise only, Decline or Cancel.': 'اختر: ادفع، أو تفويض فقط، أو رفض، أو إلغاء.',
  // Accounts
  'Please enter both email and password.': 'يرجى إدخال البريد الإلكتروني وكلمة المرور.',
  'Invalid email format.': 'صيغة البريد الإلكتروني غير صحيحة.',
  'reCAPTCHA verification failed. Please try again.': 'فشل التحقق من reCAPTCHA. يرجى المحاولة مرة أخرى.',
  'All fields are required.': 'جميع الحقول مطلوبة.',
  'Registration request sent successfully!': 'تم إرسال طلب التسجيل بنجاح!',
  'Passwords do not match.': 'كلمتا المرور غير متطابقتين.',
  'Please enter both password fields.': 'يرجى تعبئة حقلي كلمة المرور.',
  'Please enter your email.': 'يرجى إدخال بريدك الإلكتروني.',
  'A password reset link has been sent to your email.': 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.',
  'Failed to send reset link. Try again.': 'تعذّر إرسال رابط إعادة التعيين. حاول مرة أخرى.',
  'Password has been reset successfully.': 'تمت إعادة تعيين كلمة المرور بنجاح.',
  'Failed to reset password. Try again.': 'تعذّرت إعادة تعيين كلمة المرور. حاول مرة أخرى.',
  'Your password has been set. You can now log in.': 'تم تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
  'Invalid email or password.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Too many failed attempts. This account is locked for 15 minutes.':
    'محاولات فاشلة كثيرة. تم قفل هذا الحساب لمدة 15 دقيقة.',
  'Your registration request is still waiting for approval.': 'طلب التسجيل الخاص بك لا يزال بانتظار الموافقة.',
  'This link is invalid or has expired. Please ask for a new one.':
    'هذا الرابط غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
  'Open this page from the link in your password reset email, or ask for a new link.':
    'افتح هذه الصفحة من الرابط الموجود في رسالة إعادة تعيين كلمة المرور، أو اطلب رابطاً جديداً.',
  'An account or request with this email already exists.': 'يوجد حساب أو طلب بهذا البريد الإلكتروني مسبقاً.',
  'No pending Requests': 'لا توجد طلبات معلّقة',
  'Request approved. A set-password link has been emailed.':
    'تمت الموافقة على الطلب. تم إرسال رابط تعيين كلمة المرور بالبريد الإلكتروني.',
  'Request rejected.': 'تم رفض الطلب.',
  'This request has already been decided.': 'تم البت في هذا الطلب مسبقاً.',
  'Logged out.': 'تم تسجيل الخروج.',
  'Login successful.': 'تم تسجيل الدخول بنجاح.',
  'Failed to set password. Try again.': 'تعذّر تعيين كلمة المرور. حاول مرة أخرى.',
  'You cannot decide on your own request.': 'لا يمكنك البت في طلبك الخاص.',
  'This registration request does not exist.': 'طلب التسجيل هذا غير موجود.',
  'Only a super admin can approve a super admin request.': 'فقط المدير العام يمكنه الموافقة على طلب مدير عام.',
  'This password is too easy to guess (a common password, a word with numbers, or a keyboard pattern). Use a longer one, for example three or four unrelated words.':
    'كلمة المرور هذه سهلة التخمين (كلمة مرور شائعة، أو كلمة مع أرقام، أو نمط من لوحة المفاتيح). استخدم كلمة أطول، مثلاً ثلاث أو أربع كلمات غير مترابطة.',
  'This password is published (it is the demo password). Choose one of your own.':
    'كلمة المرور هذه منشورة (إنها كلمة مرور العرض التجريبي). اختر كلمة مرور خاصة بك.',
  'Account deactivated. Its sessions have ended and it can no longer log in.':
    'تم إيقاف الحساب. انتهت جلساته ولم يعد بإمكانه تسجيل الدخول.',
  'Account reactivated. The person can log in again with their password.':
    'تمت إعادة تفعيل الحساب. يمكن للشخص تسجيل الدخول مجدداً بكلمة مروره.',
  'This account does not exist.': 'هذا الحساب غير موجود.',
  'You cannot deactivate your own account.': 'لا يمكنك إيقاف حسابك الخاص.',
  'Only a super admin can deactivate or reactivate a super admin.':
    'فقط المدير العام يمكنه إيقاف حساب مدير عام أو إعادة تفعيله.',
  'This is the last active super admin: make another super admin first.':
    'هذا آخر مدير عام نشط: أضف مديراً عاماً آخر أولاً.',
  'This account is already deactivated.': 'هذا الحساب موقوف مسبقاً.',
  'This account is already active.': 'هذا الحساب نشط مسبقاً.',
  'The account id must be a whole number.': 'يجب أن يكون رقم الحساب عدداً صحيحاً.',
  'Bookings and payments at the counter': 'الحجوزات والمدفوعات في المحل',
  'Online payments and voids': 'المدفوعات الإلكترونية وإلغاؤها',
  'Stringing jobs': 'مهام التركيب',
  'Staff accounts': 'حسابات الموظفين',
  'Registration requests': 'طلبات التسجيل',
  Registrations: 'التسجيلات',
  Logins: 'تسجيلات الدخول',
  Logouts: 'تسجيلات الخروج',
  Passwords: 'كلمات المرور',
  Profiles: 'الملفات الشخصية',
  Settings: 'الإعدادات',
  'String stock': 'مخزون الأوتار',
  'In-store purchases': 'المشتريات في المحل',
  Rackets: 'المضارب',
  Invoices: 'الفواتير',
  'Support tickets': 'تذاكر الدعم',
  Invites: 'الدعوات',
  Emails: 'رسائل البريد الإلكتروني',
  Reminders: 'التذكيرات',
  Customers: 'العملاء',
  Addresses: 'العناوين',
  'Super admin created': 'إنشاء مدير عام',
  'who must be an account id.': 'يجب أن يكون who رقم حساب.',
  'what must be the area of an action, such as bookings, payments or accounts.':
    'يجب أن يكون what مجال إجراء، مثل bookings أو payments أو accounts.',
  'Failed to load the audit trail.': 'تعذّر تحميل سجل التدقيق.',
  'No entry matches these filters.': 'لا يوجد إدخال يطابق هذه الفلاتر.',
  'Role must be staff, admin or superadmin.': 'يجب أن يكون الدور موظفاً أو مديراً أو مديراً عاماً.',
  'adminId must be a request id.': 'يجب أن يكون adminId رقم طلب.',
  'status must be approved or rejected.': 'يجب أن تكون الحالة approved أو rejected.',
  'status must be approved for this call.': 'يجب أن تكون الحالة approved في هذا الطلب.',
  'status must be rejected for this call.': 'يجب أن تكون الحالة rejected في هذا الطلب.',
  'A new staff registration request is waiting for approval.': 'طلب تسجيل موظف جديد بانتظار الموافقة.',
  'New staff request waiting': 'طلب موظف جديد بانتظار الموافقة',
  'Choose one of the stores: Jumeirah Store, Marina Store or Bluewaters Store.':
    'اختر أحد الفروع: فرع جميرا أو فرع مارينا أو فرع بلوواترز.',
  'Your store is saved.': 'تم حفظ فرعك.',
  'Failed to save your store.': 'تعذّر حفظ فرعك.',
  Staff: 'موظف',
  Admin: 'مدير',
  'Super Admin': 'المدير العام',
  // Settings
  'The default specification was saved.': 'تم حفظ المواصفات الافتراضية.',
  'Failed to load the settings.': 'تعذّر تحميل الإعدادات.',
  'Failed to check the store connection.': 'تعذّر التحقق من الاتصال بالمتجر.',
  'Failed to save the setting.': 'تعذّر حفظ الإعداد.',
  'Setting saved.': 'تم حفظ الإعداد.',
  'Say whether catalogue prices include VAT: true or false.':
    'حدّد ما إذا كانت أسعار الكتالوج شاملة ضريبة القيمة المضافة: true أو false.',
  'Only prices_include_vat can be changed here.': 'يمكن تغيير prices_include_vat فقط هنا.',
  'The built-in local store is in use (STORE_PROVIDER=local): there is nothing to connect to.':
    'المتجر المحلي المدمج قيد الاستخدام (STORE_PROVIDER=local): لا يوجد ما يمكن الاتصال به.',
  'Connected to the BigCommerce store.': 'تم الاتصال بمتجر BigCommerce.',
  'Opening hours must be written as HH:MM, for example 09:00.': 'يجب كتابة ساعات العمل بصيغة HH:MM، مثلاً 09:00.',
  'The shop must close after it opens on the same day.': 'يجب أن يكون وقت الإغلاق بعد وقت الفتح في اليوم نفسه.',
  'The regular turnaround must be a whole number of hours between 1 and 336.':
    'يجب أن تكون مدة التسليم العادية عدداً صحيحاً من الساعات بين 1 و336.',
  // Invites
  'Please enter a valid email address.': 'يرجى إدخال بريد إلكتروني صحيح.',
  'Invitation sent successfully.': 'تم إرسال الدعوة بنجاح.',
  'Failed to send invite. Please try again.': 'تعذّر إرسال الدعوة. يرجى المحاولة مرة أخرى.',
  'An invitation was already sent to this address in the last hour. Please wait before sending another.':
    'تم إرسال دعوة إلى هذا العنوان خلال الساعة الماضية. يرجى الانتظار قبل إرسال دعوة أخرى.',
  'You have sent many invitations in a short time. Please wait a few minutes and try again.':
    'أرسلت دعوات كثيرة في وقت قصير. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  // Outbox
  'The email will be sent again in a moment.': 'ستتم إعادة إرسال البريد الإلكتروني بعد لحظات.',
  'This email does not exist.': 'هذا البريد الإلكتروني غير موجود.',
  'This email is no longer waiting to be resent.': 'هذا البريد لم يعد بانتظار إعادة الإرسال.',
  'Every email has been delivered.': 'تم تسليم جميع رسائل البريد الإلكتروني.',
  'Failed to load the undelivered emails.': 'تعذّر تحميل الرسائل غير المسلّمة.',
  'Failed to resend the email. Try again.': 'تعذّرت إعادة إرسال البريد الإلكتروني. حاول مرة أخرى.',
  // Lists and paging
  'This cursor is not one the list gave out. Start again from page 1.':
    'مؤشر الصفحة هذا ليس من القائمة. ابدأ من جديد من الصفحة 1.',
  'This page is too deep to open by its number. Go on from the previous page (its nextCursor), or search to narrow the list.':
    'هذه الصفحة بعيدة جداً لفتحها برقمها. تابع من الصفحة السابقة (nextCursor الخاص بها)، أو استخدم البحث لتضييق القائمة.',
  'Page must be a whole number.': 'يجب أن يكون رقم الصفحة عدداً صحيحاً.',
  'Page starts at 1.': 'الصفحات تبدأ من 1.',
  'Page size must be a whole number.': 'يجب أن يكون حجم الصفحة عدداً صحيحاً.',
  'Page size must be at least 1.': 'يجب ألا يقل حجم الصفحة عن 1.',
  'Page size can be at most 100.': 'لا يمكن أن يزيد حجم الصفحة عن 100.',
  'Id must be a positive whole number.': 'يجب أن يكون المعرّف عدداً صحيحاً موجباً.',
  'This field can be at most 200 characters.': 'لا يمكن أن يزيد هذا الحقل عن 200 حرف.',
  'Search must be text.': 'يجب أن يكون البحث نصاً.',
  'Search can be at most 100 characters.': 'لا يمكن أن يزيد البحث عن 100 حرف.',
  // The online store (BigCommerce adapter)
  'The online store could not be reached. Please try again in a minute.':
    'تعذّر الوصول إلى المتجر الإلكتروني. يرجى المحاولة بعد دقيقة.',
  'The online store did not return the new customer. Please try again.':
    'لم يُرجع المتجر الإلكتروني بيانات العميل الجديد. يرجى المحاولة مرة أخرى.',
  'The online store refused our API token. Ask an administrator to check the BigCommerce settings.':
    'رفض المتجر الإلكتروني مفتاح الربط. اطلب من المدير التحقق من إعدادات BigCommerce.',
  'The online store is busy. Please try again in a minute.': 'المتجر الإلكتروني مشغول. يرجى المحاولة بعد دقيقة.',
  'The online store answered the same page of results twice; the import was stopped so that nothing is counted twice. Please try again later.':
    'أرسل المتجر الإلكتروني نفس صفحة النتائج مرتين؛ تم إيقاف الاستيراد حتى لا يُحتسب شيء مرتين. يرجى المحاولة لاحقاً.',
  'Choose a language: en (English) or ar (Arabic).': 'اختر اللغة: en (الإنجليزية) أو ar (العربية).',
  'Say whether Arabic screens show Arabic-Indic digits: true or false.':
    'حدّد ما إذا كانت الشاشات العربية تعرض الأرقام الهندية: true أو false.',
};
