/** Arabic of the invoices, store invoices and credit notes messages (merged into MESSAGES_AR). */
export const MESSAGES_AR_INVOICES: Record<string, string> = {
  // Tax invoices
  'No invoices found.': 'لا توجد فواتير.',
  'Failed to download invoice.': 'تعذّر تنزيل الفاتورة.',
  'Failed to fetch invoices.': 'تعذّر جلب الفواتير.',
  'Invoice not found.': 'لم يتم العثور على الفاتورة.',
  'Invoice number may contain only letters, digits and dashes.':
    'رقم الفاتورة يمكن أن يحتوي على أحرف وأرقام وشرطات فقط.',
  // Store invoices
  'Please select a product': 'يرجى اختيار منتج',
  'Invoice downloaded successfully!': 'تم تنزيل الفاتورة بنجاح!',
  'Failed to regenerate or download invoice.': 'تعذّر إعادة إنشاء الفاتورة أو تنزيلها.',
  'No store invoices found.': 'لا توجد فواتير للمتجر.',
  'Store invoice not found.': 'لم يتم العثور على فاتورة المتجر.',
  'This product is not in the store catalogue.': 'هذا المنتج غير موجود في كتالوج المتجر.',
  'Quantity must be at least 1.': 'يجب ألا تقل الكمية عن 1.',
  'Quantity must be a whole number.': 'يجب أن تكون الكمية عدداً صحيحاً.',
  'Send the invoice lines as items.': 'أرسل بنود الفاتورة في الحقل items.',
  'A product line needs a product id.': 'بند المنتج يحتاج إلى رقم منتج.',
  'Store invoices are up to date.': 'فواتير المتجر محدّثة.',
  'Failed to refresh from the store.': 'تعذّر التحديث من المتجر.',
  'Failed to fetch store invoices.': 'تعذّر جلب فواتير المتجر.',
  'Failed to load the invoice.': 'تعذّر تحميل الفاتورة.',
  'Failed to load the store products.': 'تعذّر تحميل منتجات المتجر.',
  'Store credit note not found.': 'لم يتم العثور على الإشعار الدائن للمتجر.',
  'Failed to download the credit note.': 'تعذّر تنزيل الإشعار الدائن.',
  'A refresh from the store is already running; its invoices will appear when it ends.':
    'يجري الآن تحديث من المتجر؛ ستظهر فواتيره عند انتهائه.',
  'Failed to download the invoice.': 'تعذّر تنزيل الفاتورة.',
  'Invoice id must be a positive whole number.': 'يجب أن يكون رقم الفاتورة عدداً صحيحاً موجباً.',
  'Credit note id must be a positive whole number.': 'يجب أن يكون رقم الإشعار الدائن عدداً صحيحاً موجباً.',
  'Line kind must be product, discount or shipping.': 'يجب أن يكون نوع البند product أو discount أو shipping.',
  'Product id must be a number.': 'يجب أن يكون رقم المنتج رقماً.',
  'Product id must be a whole number.': 'يجب أن يكون رقم المنتج عدداً صحيحاً.',
  'Product id must be a positive whole number.': 'يجب أن يكون رقم المنتج عدداً صحيحاً موجباً.',
  'Item names can be at most 200 characters.': 'لا يمكن أن تزيد أسماء البنود عن 200 حرف.',
  'Descriptions can be at most 500 characters.': 'لا يمكن أن يزيد الوصف عن 500 حرف.',
  'Quantity can be at most 999.': 'لا يمكن أن تزيد الكمية عن 999.',
  'An invoice can have at most 100 lines.': 'لا يمكن أن تحتوي الفاتورة على أكثر من 100 بند.',
  Discount: 'خصم',
  Shipping: 'شحن',
  'Delivery within the UAE': 'التوصيل داخل الإمارات',
  'An invoice needs at least one product line.': 'الفاتورة تحتاج إلى بند منتج واحد على الأقل.',
  'An invoice can have only one discount line.': 'يمكن أن تحتوي الفاتورة على بند خصم واحد فقط.',
  'An invoice can have only one shipping line.': 'يمكن أن تحتوي الفاتورة على بند شحن واحد فقط.',
  'Each product can appear only once; change its quantity instead.':
    'يظهر كل منتج مرة واحدة فقط؛ غيّر الكمية بدلاً من ذلك.',
  'The discount cannot be larger than the invoice total.': 'لا يمكن أن يكون الخصم أكبر من إجمالي الفاتورة.',
  'Discount and shipping lines have a quantity of 1.': 'كمية بنود الخصم والشحن هي 1.',
  // Values carried inside other messages
  'another customer': 'عميل آخر',
  received: 'مستلَم',
  'in progress': 'قيد التنفيذ',
  'ready for pickup': 'جاهز للتسليم',
  collected: 'تم التسليم',
  canceled: 'ملغى',
  open: 'مفتوحة',
  resolved: 'تم الحل',
  closed: 'مغلقة',
};

/** Messages built from values: `{name}` stands for a value carried over as it is (or translated when it is a label). */
export const MESSAGE_PATTERNS_AR: Record<string, string> = {
  'This job is already {stage}.': 'هذا الطلب {stage} بالفعل.',
  'This job is {stage}; its stage cannot change.': 'هذا الطلب {stage}؛ لا يمكن تغيير مرحلته.',
  'A job cannot move from {from} to {to}.': 'لا يمكن نقل الطلب من «{from}» إلى «{to}».',
  'Job moved to {stage}.': 'تم نقل الطلب إلى «{stage}».',
  '{name} is out of stock and cannot be booked. Choose another string.':
    'الوتر {name} غير متوفر في المخزون ولا يمكن حجزه. يرجى اختيار وتر آخر.',
  '{name} is down to {metres} m: time to order more.': 'بقي من الوتر {name} {metres} م فقط: حان وقت طلب المزيد.',
  'This ticket is already {status}.': 'هذه التذكرة {status} بالفعل.',
  'A ticket cannot move from {from} to {to}.': 'لا يمكن نقل التذكرة من «{from}» إلى «{to}».',
  'Other damage: {text}': 'أضرار أخرى: {text}',
  'Refund {amount} to the card.': 'استرداد {amount} إلى البطاقة.',
  'Refund {amount} due in store.': 'استرداد {amount} مستحق في المحل.',
  'The amount must equal the amount due: {amount}.': 'يجب أن يساوي المبلغ المبلغ المستحق: {amount}.',
  'The amount is more than the balance due: {amount}.': 'المبلغ أكبر من الرصيد المستحق: {amount}.',
  '{amount} is still due on this booking. Take the payment before completing it.':
    'لا يزال {amount} مستحقاً على هذا الحجز. خذ الدفعة قبل إتمامه.',
  '{amount} is still due on this booking. Take the payment before the racket is collected.':
    'لا يزال {amount} مستحقاً على هذا الحجز. خذ الدفعة قبل تسليم المضرب.',
  'This phone belongs to {name}.': 'رقم الهاتف هذا مسجّل باسم {name}.',
  'This email belongs to {name}.': 'هذا البريد الإلكتروني مسجّل باسم {name}.',
  'The payment provider refused to void this payment ({reason}). Nothing was changed.':
    'رفض مزوّد الدفع إلغاء هذه الدفعة ({reason}). لم يتغير شيء.',
  'Booking #{bookingId} is for {date}, which has passed: refund the payment instead.':
    'الحجز رقم {bookingId} بتاريخ {date} الذي مضى: استردّ الدفعة بدلًا من ذلك.',
  'The payment provider refused to capture this payment ({reason}). Nothing was changed.':
    'رفض مزوّد الدفع تحصيل هذه الدفعة ({reason}). لم يتغير شيء.',
  '{count} purchases saved.': 'تم حفظ {count} عمليات شراء.',
  'Invoice {number} was replaced by {current}. Open {current} to change it.':
    'تم استبدال الفاتورة {number} بالفاتورة {current}. افتح {current} لتعديلها.',
  'Replaces {number}': 'بديلة عن {number}',
  'Replaced by {number}': 'استُبدلت بـ {number}',
  'This racket has used all {count} of its free stringings.':
    'استخدم هذا المضرب جميع مرات تركيب الأوتار المجاني الـ {count}.',
  "This racket's free stringings expired on {date}.": 'انتهت صلاحية تركيب الأوتار المجاني لهذا المضرب في {date}.',
  "A free stringing cannot be booked before the racket's purchase date ({date}).":
    'لا يمكن حجز تركيب أوتار مجاني قبل تاريخ شراء المضرب ({date}).',
  'This racket already has a free stringing within a month of that date. The next free stringing can be booked from {date}.':
    'لدى هذا المضرب تركيب أوتار مجاني خلال شهر من هذا التاريخ. يمكن حجز تركيب الأوتار المجاني التالي ابتداءً من {date}.',
  'Password must be at least {count} characters.': 'يجب ألا تقل كلمة المرور عن {count} حرفاً.',
  'Password can be at most {count} characters.': 'يجب ألا تزيد كلمة المرور عن {count} حرفاً.',
  'Discount of {amount} (VAT included)': 'خصم بقيمة {amount} (شامل ضريبة القيمة المضافة)',
  '{racket} has an Express and a Regular service in this checkout, but a racket comes back once. Make all of its services Express or all Regular.':
    'لدى {racket} خدمة مستعجلة وخدمة عادية في هذا الطلب، لكن المضرب يُعاد مرة واحدة. اجعل كل خدماته مستعجلة أو كلها عادية.',
  'The store has no customer with id {id}.': 'لا يوجد في المتجر الإلكتروني عميل بالرقم {id}.',
  'A customer can have at most {count} saved addresses.': 'يمكن أن يكون للعميل {count} عناوين محفوظة كحد أقصى.',
  'The price of this booking is {amount}.': 'سعر هذا الحجز {amount}.',
  'The pickup fee of this service option is {amount}.': 'رسوم الاستلام لخيار الخدمة هذا {amount}.',
  'An account with {email} already exists.': 'يوجد حساب بالبريد {email} مسبقاً.',
  'The online store rejected the request: {detail}': 'رفض المتجر الإلكتروني الطلب: {detail}',
  'The payment provider refused the request: {detail}': 'رفض مزوّد الدفع الطلب: {detail}',
  'No such endpoint: {endpoint}': 'لا توجد واجهة بهذا العنوان: {endpoint}',
  'Connected to the BigCommerce store "{name}".': 'تم الاتصال بمتجر BigCommerce ‏"{name}".',
};
