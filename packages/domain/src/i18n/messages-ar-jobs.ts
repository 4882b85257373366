/** Arabic of the customers, purchases, stringing jobs, rackets and tickets messages (merged into MESSAGES_AR). */
export const MESSAGES_AR_JOBS: Record<string, string> = {
  'Racket handed over.': 'تم تسليم المضرب.',
  // Customers
  'No customers found': 'لا يوجد عملاء',
  'Search by id, name, email or phone': 'ابحث بالرقم أو الاسم أو البريد الإلكتروني أو الهاتف',
  'Customer details updated from the online store.': 'تم تحديث بيانات العميل من المتجر الإلكتروني.',
  'No email': 'لا يوجد بريد إلكتروني',
  'Add customer': 'إضافة عميل',
  'Customer added.': 'تمت إضافة العميل.',
  'Failed to add the customer. Please try again.': 'تعذّرت إضافة العميل. يرجى المحاولة مرة أخرى.',
  'Please enter the first name.': 'يرجى إدخال الاسم الأول.',
  'Please enter the last name.': 'يرجى إدخال اسم العائلة.',
  'A name can be at most 100 characters.': 'لا يمكن أن يزيد الاسم عن 100 حرف.',
  'Please enter a UAE mobile number, for example 050 123 4567 or +971 50 123 4567.':
    'يرجى إدخال رقم هاتف متحرك إماراتي، مثلاً 050 123 4567 أو 4567 123 50 971+.',
  'Please enter a valid email address, or leave it empty.': 'يرجى إدخال بريد إلكتروني صحيح، أو تركه فارغاً.',
  'This phone number already belongs to a customer.': 'رقم الهاتف هذا مسجّل لعميل آخر.',
  'This email already belongs to a customer.': 'هذا البريد الإلكتروني مسجّل لعميل آخر.',
  'Language must be en (English) or ar (Arabic).': 'يجب أن تكون اللغة en (الإنجليزية) أو ar (العربية).',
  'Customer language saved.': 'تم حفظ لغة العميل.',
  'This customer does not exist.': 'هذا العميل غير موجود.',
  // Purchases and free stringing
  'Failed to save purchases.': 'تعذّر حفظ المشتريات.',
  '1 purchase saved.': 'تم حفظ عملية شراء واحدة.',
  'Add at least one purchase.': 'أضف عملية شراء واحدة على الأقل.',
  'At most 50 purchases can be saved at once.': 'يمكن حفظ 50 عملية شراء كحد أقصى في المرة الواحدة.',
  'Product ID is required.': 'رقم المنتج مطلوب.',
  'Product ID must be a positive whole number.': 'يجب أن يكون رقم المنتج عدداً صحيحاً موجباً.',
  'Product Name is required.': 'اسم المنتج مطلوب.',
  'Price is required.': 'السعر مطلوب.',
  'Price must be an amount in AED from 0 to 1,000,000 with at most two decimals.':
    'يجب أن يكون السعر مبلغاً بالدرهم من 0 إلى 1,000,000 بمنزلتين عشريتين كحد أقصى.',
  'Quantity is required.': 'الكمية مطلوبة.',
  'Quantity must be a whole number from 1 to 100.': 'يجب أن تكون الكمية عدداً صحيحاً من 1 إلى 100.',
  'Purchase Date is required.': 'تاريخ الشراء مطلوب.',
  'Purchase Date must be a real date.': 'يجب أن يكون تاريخ الشراء تاريخاً صحيحاً.',
  'Purchase Date cannot be in the future.': 'لا يمكن أن يكون تاريخ الشراء في المستقبل.',
  'No customer with this id exists in the store.': 'لا يوجد عميل بهذا الرقم في المتجر الإلكتروني.',
  'Failed to fetch services.': 'تعذّر جلب الخدمات.',
  'No free services available.': 'لا توجد خدمات مجانية متاحة.',
  'Category must be one of racket, strings, accessory or other.': 'يجب أن تكون الفئة مضرب أو أوتار أو إكسسوار أو أخرى.',
  'Choose the category of this product.': 'اختر فئة هذا المنتج.',
  'Failed to search the store catalogue.': 'تعذّر البحث في كتالوج المتجر.',
  'No product in the store catalogue matches this search.': 'لا يوجد منتج في كتالوج المتجر يطابق هذا البحث.',
  'Product Name can be at most 200 characters.': 'لا يمكن أن يزيد اسم المنتج عن 200 حرف.',
  'The customer id must be a positive whole number.': 'يجب أن يكون رقم العميل عدداً صحيحاً موجباً.',
  'The racket id must be a positive whole number.': 'يجب أن يكون رقم المضرب عدداً صحيحاً موجباً.',
  'This racket is not one of this customer’s rackets.': 'هذا المضرب ليس من مضارب هذا العميل.',
  'A free stringing is for the racket it was bought with.': 'تركيب الأوتار المجاني مخصّص للمضرب الذي اشتُري.',
  'This racket has no free stringing entitlement for this customer.':
    'لا يوجد لهذا المضرب رصيد تركيب أوتار مجاني لهذا العميل.',
  Racket: 'مضرب',
  Strings: 'أوتار',
  Accessory: 'إكسسوار',
  Other: 'أخرى',
  'Free stringing': 'تركيب أوتار مجاني',
  'This racket': 'هذا المضرب',
  // Stringing jobs
  Received: 'مستلَم',
  'In progress': 'قيد التنفيذ',
  'Ready for pickup': 'جاهز للتسليم',
  Collected: 'تم التسليم',
  'Only an admin can move a job back a stage.': 'فقط المدير يمكنه إرجاع الطلب مرحلة إلى الخلف.',
  'Only a job that is received or in progress can be canceled.': 'يمكن إلغاء الطلب فقط إذا كان مستلَماً أو قيد التنفيذ.',
  'This job does not exist.': 'هذا الطلب غير موجود.',
  'Choose a string from the catalogue or write the customer’s own string, not both.':
    'اختر وتراً من الكتالوج أو اكتب وتر العميل الخاص، وليس الاثنين معاً.',
  'This job is already in progress; only an admin can change its specification now.':
    'هذا الطلب قيد التنفيذ بالفعل؛ فقط المدير يمكنه تغيير مواصفاته الآن.',
  'This job is finished; its specification can no longer change.': 'انتهى هذا الطلب؛ لم يعد من الممكن تغيير مواصفاته.',
  'This job is finished; its intake check can no longer change.':
    'انتهى هذا الطلب؛ لم يعد من الممكن تغيير فحص الاستلام.',
  'A grip job has no strings or tensions; leave mains and crosses out.':
    'طلب القبضة لا يحتوي على أوتار أو شد؛ اترك الأوتار الطولية والعرضية فارغة.',
  'A stringing job needs mains and crosses.': 'طلب تركيب الأوتار يحتاج إلى أوتار طولية وعرضية.',
  'The frame has a crack. Tick that the customer was told and accepts the risk before starting the job.':
    'في الإطار شرخ. أكّد أن العميل أُبلغ ويقبل المخاطرة قبل بدء العمل.',
  'This booking’s online payment has not arrived yet, so its job cannot move on.':
    'لم تصل الدفعة الإلكترونية لهذا الحجز بعد، لذا لا يمكن نقل الطلب للمرحلة التالية.',
  'Someone else moved this job a moment ago. Reload it to see where it is now.':
    'قام شخص آخر بنقل هذا الطلب قبل لحظات. أعد تحميله لترى مرحلته الحالية.',
  'Search by job number: digits only, for example 1042.': 'ابحث برقم الطلب: أرقام فقط، مثلاً 1042.',
  'This page is too deep to open by its number. Filter by stage, store or due date, or search a job number.':
    'هذه الصفحة بعيدة جداً لفتحها برقمها. صفِّ حسب المرحلة أو الفرع أو موعد التسليم، أو ابحث برقم الطلب.',
  'Specification saved.': 'تم حفظ المواصفات.',
  'Specification saved. The new strings cost more: the difference is due at handover.':
    'تم حفظ المواصفات. الأوتار الجديدة أغلى: يُدفع الفرق عند التسليم.',
  'Specification saved. The new strings cost less: the difference is taken off the price.':
    'تم حفظ المواصفات. الأوتار الجديدة أرخص: خُصم الفرق من السعر.',
  'Specification saved. The new strings cost less: the difference is refunded with a credit note.':
    'تم حفظ المواصفات. الأوتار الجديدة أرخص: يُسترد الفرق بإشعار دائن.',
  'This booking’s string must be the string its spec is priced at (a hybrid at its dearer string). Choose the strings in the spec.':
    'يجب أن يكون وتر هذا الحجز هو الوتر الذي تُسعَّر به مواصفاته (والهجين بوتره الأغلى). اختر الأوتار في المواصفات.',
  'This booking is already completed, so its price can no longer change. Keep strings of the same price, or undo the completion first.':
    'هذا الحجز مكتمل بالفعل، لذا لا يمكن تغيير سعره. أبقِ على أوتار بالسعر نفسه، أو تراجع عن الإكمال أولاً.',
  'Intake check saved.': 'تم حفظ فحص الاستلام.',
  'Enter the racket’s brand.': 'أدخل ماركة المضرب.',
  'Enter the racket’s model.': 'أدخل موديل المضرب.',
  'The brand can be at most 40 characters.': 'لا يمكن أن تزيد الماركة عن 40 حرفاً.',
  'The model can be at most 60 characters.': 'لا يمكن أن يزيد الموديل عن 60 حرفاً.',
  'The head size must be a whole number of square inches.': 'يجب أن يكون حجم الرأس عدداً صحيحاً من البوصات المربعة.',
  'The head size must be between 80 and 130 square inches.': 'يجب أن يكون حجم الرأس بين 80 و130 بوصة مربعة.',
  'string_id must be a catalogue string id.': 'يجب أن تكون قيمة string_id رقم وتر من الكتالوج.',
  'The string name can be at most 80 characters.': 'لا يمكن أن يزيد اسم الوتر عن 80 حرفاً.',
  'The unit must be kg or lb.': 'يجب أن تكون الوحدة kg أو lb.',
  'Pre-stretch must be a whole percentage from 0 to 20.': 'يجب أن يكون الشد المسبق نسبة مئوية صحيحة من 0 إلى 20.',
  'Knots must be 2 or 4.': 'يجب أن يكون عدد العُقد 2 أو 4.',
  'The stencil can be at most 40 characters.': 'لا يمكن أن يزيد الشعار المرسوم عن 40 حرفاً.',
  'Notes can be at most 500 characters.': 'لا يمكن أن تزيد الملاحظات عن 500 حرف.',
  'frame_crack must be true or false.': 'يجب أن تكون قيمة frame_crack هي true أو false.',
  'grommets_worn must be true or false.': 'يجب أن تكون قيمة grommets_worn هي true أو false.',
  'bumper_worn must be true or false.': 'يجب أن تكون قيمة bumper_worn هي true أو false.',
  'grip_worn must be true or false.': 'يجب أن تكون قيمة grip_worn هي true أو false.',
  'strings_broken must be true or false.': 'يجب أن تكون قيمة strings_broken هي true أو false.',
  'Other damage can be at most 300 characters.': 'لا يمكن أن يزيد وصف الأضرار الأخرى عن 300 حرف.',
  'The reason can be at most 500 characters.': 'لا يمكن أن يزيد السبب عن 500 حرف.',
  'due must be today, overdue or upcoming.': 'يجب أن تكون قيمة due هي today أو overdue أو upcoming.',
  'customer must be a customer number.': 'يجب أن تكون قيمة customer رقم عميل.',
  'The layout must be label (a 62 mm thermal label) or a4 (an A4 sheet).':
    'يجب أن يكون التنسيق label (ملصق حراري 62 مم) أو a4 (ورقة A4).',
  'Frame crack': 'شرخ في الإطار',
  'Grommets worn or broken': 'الحلقات الواقية متآكلة أو مكسورة',
  'Bumper guard worn': 'واقي الرأس متآكل',
  'Grip worn': 'القبضة متآكلة',
  'Strings already broken': 'الأوتار مقطوعة مسبقاً',
  'Enter the tension as a number, for example 23.5.': 'أدخل قوة الشد كرقم، مثلاً 23.5.',
  'Enter the tension with at most one decimal, for example 23.5.':
    'أدخل قوة الشد بمنزلة عشرية واحدة كحد أقصى، مثلاً 23.5.',
  'Tension must be between 9 and 35 kg (20–77 lb).': 'يجب أن تكون قوة الشد بين 9 و35 كغ (20–77 رطل).',
  'Enter the string pattern as mains x crosses, for example 16x19.': 'أدخل نمط الأوتار بصيغة طولي x عرضي، مثلاً 16x19.',
  // Rackets
  'The nickname can be at most 40 characters.': 'لا يمكن أن يزيد الاسم المستعار عن 40 حرفاً.',
  'The reminder interval must be a whole number of days from 7 to 730.':
    'يجب أن تكون فترة التذكير عدداً صحيحاً من الأيام من 7 إلى 730.',
  // Tickets
  Open: 'مفتوحة',
  Resolved: 'تم الحل',
  Closed: 'مغلقة',
  'No support tickets match.': 'لا توجد تذاكر دعم مطابقة.',
  'Failed to fetch support tickets.': 'تعذّر جلب تذاكر الدعم.',
  'status must be open, in_progress, resolved or closed, or left out for every ticket.':
    'يجب أن تكون الحالة open أو in_progress أو resolved أو closed، أو تُترك فارغة لكل التذاكر.',
  'priority must be low, medium or high, or left out for every priority.':
    'يجب أن تكون الأولوية low أو medium أو high، أو تُترك فارغة لكل الأولويات.',
  'issue_type must be stringing, grip, booking, payment, order or other, or left out for every type.':
    'يجب أن يكون نوع المشكلة stringing أو grip أو booking أو payment أو order أو other، أو يُترك فارغاً لكل الأنواع.',
  'No tickets found': 'لا توجد تذاكر',
  'Response Submitted and Email Sent Successfully': 'تم إرسال الرد والبريد الإلكتروني بنجاح',
  'Failed to submit response. Please try again.': 'تعذّر إرسال الرد. يرجى المحاولة مرة أخرى.',
  'This ticket is resolved. It may be closed or reopened if needed.':
    'تم حل هذه التذكرة. يمكن إغلاقها أو إعادة فتحها عند الحاجة.',
  'This ticket is closed. No further actions are possible.': 'هذه التذكرة مغلقة. لا يمكن اتخاذ أي إجراء آخر.',
  'No ticket with this id.': 'لا توجد تذكرة بهذا الرقم.',
  'Ticket created.': 'تم إنشاء التذكرة.',
  'Ticket status updated.': 'تم تحديث حالة التذكرة.',
  'This ticket is resolved or closed: responses can no longer be sent. Reopen it first if the customer needs an answer.':
    'هذه التذكرة محلولة أو مغلقة: لم يعد من الممكن إرسال ردود. أعد فتحها أولاً إذا كان العميل يحتاج إلى رد.',
  "This email address does not belong to the ticket's customer.": 'هذا البريد الإلكتروني لا يخص عميل التذكرة.',
  'Customer id must be a positive whole number.': 'يجب أن يكون رقم العميل عدداً صحيحاً موجباً.',
  'Please enter a subject (up to 200 characters).': 'يرجى إدخال الموضوع (حتى 200 حرف).',
  'Please describe the issue (up to 5000 characters).': 'يرجى وصف المشكلة (حتى 5000 حرف).',
  'Issue type must be one of: stringing, grip, booking, payment, order, other.':
    'يجب أن يكون نوع المشكلة أحد: stringing، grip، booking، payment، order، other.',
  'Priority must be low, medium or high.': 'يجب أن تكون الأولوية low أو medium أو high.',
  'The attachment must be an https:// link.': 'يجب أن يكون المرفق رابطاً يبدأ بـ https://.',
  'Status must be open, in_progress, resolved or closed.':
    'يجب أن تكون الحالة open أو in_progress أو resolved أو closed.',
  'Ticket id must be a positive whole number.': 'يجب أن يكون رقم التذكرة عدداً صحيحاً موجباً.',
  'Please write a response (up to 5000 characters).': 'يرجى كتابة الرد (حتى 5000 حرف).',
  "Please give the customer's email address.": 'يرجى إدخال البريد الإلكتروني للعميل.',
  'Response saved. This customer has no email: reach them on WhatsApp.':
    'تم حفظ الرد. لا يوجد بريد إلكتروني لهذا العميل: تواصل معه عبر واتساب.',
  'A valid shop-site API key is required in the x-api-key header.':
    'مطلوب مفتاح API صالح لموقع المتجر في الترويسة x-api-key.',
  "Ticket creation from the shop's site is not set up on this server (SHOP_SITE_API_KEY).":
    'إنشاء التذاكر من موقع المتجر غير مُعدّ على هذا الخادم (SHOP_SITE_API_KEY).',
  'Too many tickets from this customer in a short time. Please wait and try again.':
    'تذاكر كثيرة من هذا العميل في وقت قصير. يرجى الانتظار ثم المحاولة مرة أخرى.',
  'This ticket is closed and can no longer be changed.': 'هذه التذكرة مغلقة ولم يعد من الممكن تغييرها.',
  'Only a resolved ticket can be closed. Mark it resolved first.':
    'يمكن إغلاق التذكرة المحلولة فقط. علّمها كمحلولة أولاً.',
  'Only a resolved ticket can be reopened.': 'يمكن إعادة فتح التذكرة المحلولة فقط.',
  // The customer's status link (contracts/status-links.ts)
  'This status link is not valid any more. Ask the shop for a new one.':
    'رابط الحالة هذا لم يعد صالحًا. اطلب من المحل رابطًا جديدًا.',
  'A status link for the customer is ready.': 'رابط حالة الطلب للعميل جاهز.',
  'The status link no longer works. Create a new one to share the status again.':
    'لم يعد رابط الحالة يعمل. أنشئ رابطًا جديدًا لمشاركة الحالة مرة أخرى.',
  'This job has no status link to revoke.': 'لا يوجد لهذا الطلب رابط حالة لإلغائه.',
  'The layout must be 80mm (a receipt printer) or a5 (an A5 sheet).':
    'يجب أن يكون التنسيق 80mm (طابعة الإيصالات) أو a5 (ورقة A5).',
  'The receipt is on its way to the customer again.': 'أُعيد إرسال الإيصال إلى العميل.',
  'The receipt was sent a moment ago. Wait a minute before sending it again.':
    'أُرسل الإيصال قبل لحظات. انتظر دقيقة قبل إرساله مرة أخرى.',
  'No channel reaches this customer (no email, and WhatsApp cannot reach them). Print the receipt instead.':
    'لا توجد وسيلة للوصول إلى هذا العميل (لا بريد إلكتروني، ولا يمكن الوصول إليه عبر واتساب). اطبع الإيصال بدلاً من ذلك.',
};
