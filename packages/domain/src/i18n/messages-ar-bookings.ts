/** Arabic of the bookings, payments, cancellations, customers and purchases messages (merged into MESSAGES_AR). */
export const MESSAGES_AR_BOOKINGS: Record<string, string> = {
  // Booking status
  'In Progress': 'قيد التنفيذ',
  Completed: 'مكتمل',
  Canceled: 'ملغى',
  'Awaiting payment': 'بانتظار الدفع',
  'Paid online': 'مدفوع عبر الإنترنت',
  Free: 'مجاني',
  'Payment declined': 'تم رفض الدفع',
  'Pay in store': 'الدفع في المحل',
  'Paid in store': 'مدفوع في المحل',
  'This booking is already completed.': 'هذا الحجز مكتمل بالفعل.',
  'This booking was canceled and cannot be completed.': 'تم إلغاء هذا الحجز ولا يمكن إكماله.',
  'This booking has not been paid online yet, so it cannot be completed.':
    'لم يُدفع هذا الحجز عبر الإنترنت بعد، لذا لا يمكن إكماله.',
  'This booking is paid in store: enter the receipt number and amount to complete it.':
    'هذا الحجز يُدفع في المحل: أدخل رقم الإيصال والمبلغ لإكماله.',
  'This booking was not booked as pay in store: mark it as complete instead.':
    'لم يُحجز هذا الحجز بالدفع في المحل: علّمه كمكتمل بدلاً من ذلك.',
  'This booking is not completed, so there is nothing to undo.': 'هذا الحجز غير مكتمل، فلا يوجد ما يمكن التراجع عنه.',
  'Completion undone: the booking is in progress again.': 'تم التراجع عن الإكمال: الحجز قيد التنفيذ مرة أخرى.',
  'Failed to undo the completion.': 'تعذّر التراجع عن الإكمال.',
  // In-store payments: a deposit or the balance
  'Nothing is left to pay on this booking.': 'لم يتبقَّ شيء للدفع على هذا الحجز.',
  'This booking was canceled, so no payment can be taken for it.': 'تم إلغاء هذا الحجز، لذا لا يمكن أخذ دفعة عنه.',
  'This booking’s online payment has not arrived yet, so no payment is taken in store for it.':
    'لم تصل الدفعة الإلكترونية لهذا الحجز بعد، لذا لا تُؤخذ عنه دفعة في المحل.',
  'Payment recorded. The job stays where it is.': 'تم تسجيل الدفعة. يبقى الطلب في مرحلته.',
  'The job stays where it is on the bench: completing does not make it ready.':
    'يبقى الطلب في مرحلته على طاولة التركيب: الإكمال لا يجعله جاهزاً.',
  'The customer is not notified now: the ready message goes when the stringer marks the job ready.':
    'لا يُبلَّغ العميل الآن: تُرسل رسالة الجاهزية عندما يحدد فني التركيب الطلب كجاهز.',
  'A completion can only be undone on the day it was made (Asia/Dubai). This one stays completed.':
    'لا يمكن التراجع عن الإكمال إلا في اليوم نفسه (بتوقيت دبي). سيبقى هذا الحجز مكتملاً.',
  // Pickup options and stores
  'In-Store': 'في المحل',
  Pickup: 'استلام من العميل',
  Delivery: 'توصيل',
  'Pickup & Delivery': 'استلام وتوصيل',
  'Express Pickup': 'استلام مستعجل',
  'Express Delivery': 'توصيل مستعجل',
  'Express Pickup & Delivery': 'استلام وتوصيل مستعجل',
  'Jumeirah Store': 'فرع جميرا',
  'Marina Store': 'فرع مارينا',
  'Bluewaters Store': 'فرع بلوواترز',
  // Addresses
  'Customer ID is missing. Please select a customer.': 'رقم العميل غير موجود. يرجى اختيار عميل.',
  'Failed to save address.': 'تعذّر حفظ العنوان.',
  'Address saved.': 'تم حفظ العنوان.',
  'Address line is required.': 'سطر العنوان مطلوب.',
  'Area is required.': 'المنطقة مطلوبة.',
  'City is required.': 'المدينة مطلوبة.',
  'Please choose an emirate.': 'يرجى اختيار الإمارة.',
  'State must be one of the seven emirates.': 'يجب أن تكون الإمارة إحدى الإمارات السبع.',
  'We only deliver within the UAE.': 'نوصّل داخل الإمارات فقط.',
  'Address type must be Home, Office or Other.': 'يجب أن يكون نوع العنوان منزل أو مكتب أو آخر.',
  'is_default must be 1 or 0.': 'يجب أن تكون قيمة is_default هي 1 أو 0.',
  'Pincode can have at most 10 letters or digits.': 'لا يمكن أن يزيد الرمز البريدي عن 10 أحرف أو أرقام.',
  // Bookings
  'Please select a booking date.': 'يرجى اختيار تاريخ الحجز.',
  'Please select a string and type before proceeding.': 'يرجى اختيار الوتر ونوع الخدمة قبل المتابعة.',
  'Please enter a racket name.': 'يرجى إدخال اسم المضرب.',
  'Please select a grip and type before proceeding.': 'يرجى اختيار القبضة ونوع الخدمة قبل المتابعة.',
  'Please select a store location for in-store booking.': 'يرجى اختيار الفرع للحجز في المحل.',
  'Please enter an address for the selected service.': 'يرجى إدخال عنوان للخدمة المختارة.',
  'Please agree to the Terms & Conditions before proceeding.': 'يرجى الموافقة على الشروط والأحكام قبل المتابعة.',
  'No bookings to process.': 'لا توجد حجوزات للمعالجة.',
  'Please select a string for all string bookings.': 'يرجى اختيار وتر لجميع حجوزات تركيب الأوتار.',
  'Please select a string type for all string bookings.': 'يرجى اختيار نوع الخدمة لجميع حجوزات تركيب الأوتار.',
  'Please select a grip for all grip bookings.': 'يرجى اختيار قبضة لجميع حجوزات القبضات.',
  'Please select a service type for all grip bookings.': 'يرجى اختيار نوع الخدمة لجميع حجوزات القبضات.',
  'Please enter a racket name before adding more.': 'يرجى إدخال اسم المضرب قبل إضافة المزيد.',
  'Please enter a racket name before adding grip.': 'يرجى إدخال اسم المضرب قبل إضافة القبضة.',
  'A receipt number from the receipt system is required.': 'رقم الإيصال من نظام الإيصالات مطلوب.',
  'Enter a valid positive amount.': 'أدخل مبلغاً موجباً صحيحاً.',
  'Failed to mark booking as complete.': 'تعذّر تعليم الحجز كمكتمل.',
  'Failed to record in-store payment.': 'تعذّر تسجيل الدفع في المحل.',
  'Error processing Pay in Store request. Please try again.':
    'حدث خطأ في معالجة طلب الدفع في المحل. يرجى المحاولة مرة أخرى.',
  'Booking(s) created successfully!': 'تم إنشاء الحجز/الحجوزات بنجاح!',
  'Your booking has been created successfully!': 'تم إنشاء حجزك بنجاح!',
  'Something went wrong!': 'حدث خطأ ما!',
  'Failed to create booking or process payment.': 'تعذّر إنشاء الحجز أو معالجة الدفع.',
  'Error processing bookings.': 'حدث خطأ في معالجة الحجوزات.',
  'Failed to fetch bookings': 'تعذّر جلب الحجوزات',
  'No bookings found.': 'لا توجد حجوزات.',
  'No bookings created yet.': 'لم يتم إنشاء أي حجوزات بعد.',
  'The booking date cannot be earlier than today.': 'لا يمكن أن يكون تاريخ الحجز قبل اليوم.',
  'Choose Jumeirah Store, Marina Store or Bluewaters Store.': 'اختر فرع جميرا أو فرع مارينا أو فرع بلوواترز.',
  'Choose a valid service option.': 'اختر خيار خدمة صحيحاً.',
  'This service option does not match the service type: express bookings use the express options, regular bookings the regular ones.':
    'خيار الخدمة لا يطابق نوع الخدمة: الحجوزات المستعجلة تستخدم الخيارات المستعجلة، والحجوزات العادية تستخدم الخيارات العادية.',
  'All bookings of one checkout must use the same service option.':
    'يجب أن تستخدم جميع حجوزات عملية الدفع الواحدة خيار الخدمة نفسه.',
  'All bookings of one checkout must be for the same customer.':
    'يجب أن تكون جميع حجوزات عملية الدفع الواحدة للعميل نفسه.',
  'All bookings of one checkout must carry the same cart_id.':
    'يجب أن تحمل جميع حجوزات عملية الدفع الواحدة قيمة cart_id نفسها.',
  'This string is not in the catalogue.': 'هذا الوتر غير موجود في الكتالوج.',
  'This grip is not in the catalogue.': 'هذه القبضة غير موجودة في الكتالوج.',
  'The selected string is not in the catalogue.': 'الوتر المختار غير موجود في الكتالوج.',
  'The selected grip is not in the catalogue.': 'القبضة المختارة غير موجودة في الكتالوج.',
  'This item is not offered with the chosen service type.': 'هذا المنتج غير متوفر مع نوع الخدمة المختار.',
  'Free service applies to stringing only.': 'الخدمة المجانية تنطبق على تركيب الأوتار فقط.',
  'A free stringing needs the purchased racket (rp_id).': 'تركيب الأوتار المجاني يتطلب المضرب المشترى (rp_id).',
  'The total of a booking does not match the current price. Please review the bookings and try again.':
    'إجمالي الحجز لا يطابق السعر الحالي. يرجى مراجعة الحجوزات والمحاولة مرة أخرى.',
  'The pickup fee does not match the chosen service option. Please review the bookings and try again.':
    'رسوم الاستلام لا تطابق خيار الخدمة المختار. يرجى مراجعة الحجوزات والمحاولة مرة أخرى.',
  'This customer was not found. Please sync the customer and try again.':
    'لم يتم العثور على هذا العميل. يرجى مزامنة العميل والمحاولة مرة أخرى.',
  'This booking was not found.': 'لم يتم العثور على هذا الحجز.',
  'Booking marked as complete.': 'تم تعليم الحجز كمكتمل.',
  'In-store payment recorded and booking completed.': 'تم تسجيل الدفع في المحل وإكمال الحجز.',
  'Booking confirmed. The customer will pay in store.': 'تم تأكيد الحجز. سيدفع العميل في المحل.',
  'Redirecting to the payment page.': 'جارٍ التحويل إلى صفحة الدفع.',
  'A booking with a total of 0 needs no payment: confirm it instead of paying in store.':
    'الحجز بإجمالي 0 لا يحتاج إلى دفع: أكّده بدلاً من الدفع في المحل.',
  'A checkout can hold at most 20 bookings.': 'لا يمكن أن تحتوي عملية الدفع الواحدة على أكثر من 20 حجزاً.',
  'Customer ID must be a positive whole number.': 'يجب أن يكون رقم العميل عدداً صحيحاً موجباً.',
  'Catalogue ids are whole numbers.': 'أرقام الكتالوج أعداد صحيحة.',
  'service_kind must be string or grip.': 'يجب أن تكون قيمة service_kind هي string أو grip.',
  'service_type must be Regular or Express.': 'يجب أن تكون قيمة service_type هي Regular أو Express.',
  'The racket name can be at most 120 characters.': 'لا يمكن أن يزيد اسم المضرب عن 120 حرفاً.',
  'total_cost must be an amount in AED.': 'يجب أن تكون قيمة total_cost مبلغاً بالدرهم.',
  'rp_id must be the id of a racket purchase.': 'يجب أن تكون قيمة rp_id رقم شراء مضرب.',
  'racket_id must be the id of one of the customer’s rackets.': 'يجب أن تكون قيمة racket_id رقم أحد مضارب العميل.',
  'pickup_fee must be an amount in AED.': 'يجب أن تكون قيمة pickup_fee مبلغاً بالدرهم.',
  'status must be pending, completed or canceled.': 'يجب أن تكون الحالة pending أو completed أو canceled.',
  'The booking date must be a date (YYYY-MM-DD).': 'يجب أن يكون تاريخ الحجز تاريخاً (YYYY-MM-DD).',
  'No such free stringing claim.': 'لا يوجد طلب تركيب أوتار مجاني كهذا.',
  'This receipt number is already recorded for another booking.': 'رقم الإيصال هذا مسجّل مسبقاً لحجز آخر.',
  'The receipt number can be at most 64 characters.': 'لا يمكن أن يزيد رقم الإيصال عن 64 حرفاً.',
  // Checkout draft
  'The saved booking could not be read and was discarded. Please add the bookings again.':
    'تعذّرت قراءة الحجز المحفوظ فتم حذفه. يرجى إضافة الحجوزات مرة أخرى.',
  'The saved booking was made by an earlier version of this page and was discarded. Please add the bookings again.':
    'تم إنشاء الحجز المحفوظ بإصدار أقدم من هذه الصفحة فتم حذفه. يرجى إضافة الحجوزات مرة أخرى.',
  'The saved booking belonged to another customer and was discarded.': 'الحجز المحفوظ كان لعميل آخر فتم حذفه.',
  'Choose a customer before booking.': 'اختر عميلاً قبل الحجز.',
  'This customer has an unfinished booking. Continue it, or discard it to start this one on its own.':
    'لدى هذا العميل حجز غير مكتمل. تابعه، أو احذفه لتبدأ هذا الحجز بشكل منفصل.',
  'Its payment was not completed.': 'لم يكتمل الدفع الخاص به.',
  // Cancellations and refunds
  'Nothing to refund': 'لا يوجد ما يُسترد',
  'Refund under way': 'الاسترداد قيد التنفيذ',
  'Refunded to card': 'تم الاسترداد إلى البطاقة',
  'Refund failed — retry': 'فشل الاسترداد — أعد المحاولة',
  'Refund outcome unknown — check': 'نتيجة الاسترداد غير معروفة — تحقّق',
  'The payment provider had already made this refund: it is now recorded as refunded, and nothing was sent again.':
    'كان مزوّد الدفع قد أجرى هذا الاسترداد بالفعل: سُجّل الآن مستردًا، ولم يُرسل شيء مرة أخرى.',
  'The payment provider did not answer in time. It may have made the refund: it is checked with the provider before anything is sent again.':
    'لم يردّ مزوّد الدفع في الوقت المحدد. ربما أجرى الاسترداد: يُتحقَّق منه لدى المزوّد قبل إرسال أي شيء مرة أخرى.',
  'The payment provider could not be asked whether it made this refund, so nothing was sent. Try again in a moment.':
    'تعذّر سؤال مزوّد الدفع عمّا إذا كان قد أجرى هذا الاسترداد، فلم يُرسل شيء. أعد المحاولة بعد قليل.',
  'Refund due in store': 'الاسترداد مستحق في المحل',
  'Held payment voided': 'تم إلغاء الدفعة المحجوزة',
  'Please give a reason for the cancellation (3 to 500 characters).': 'يرجى ذكر سبب الإلغاء (من 3 إلى 500 حرف).',
  'refund_to must be card or in-store.': 'يجب أن تكون قيمة refund_to هي card أو in-store.',
  'This booking is already canceled.': 'هذا الحجز ملغى بالفعل.',
  'This booking is completed and can no longer be canceled.': 'هذا الحجز مكتمل ولم يعد من الممكن إلغاؤه.',
  'This booking is still waiting for its online payment. Cancel it once the payment is paid, declined or expired.':
    'هذا الحجز لا يزال بانتظار الدفع عبر الإنترنت. ألغه بعد أن يُدفع أو يُرفض أو تنتهي صلاحيته.',
  'Booking canceled.': 'تم إلغاء الحجز.',
  'This booking has no failed refund to retry.': 'لا يوجد لهذا الحجز استرداد فاشل لإعادة المحاولة.',
  'A refund of this booking is under way right now. Reload in a moment.':
    'يجري الآن استرداد مبلغ هذا الحجز. أعد التحميل بعد لحظات.',
  'The refund was sent again.': 'تم إرسال الاسترداد مرة أخرى.',
  'The refund is now due in store.': 'الاسترداد الآن مستحق في المحل.',
  'The booking could not be canceled.': 'تعذّر إلغاء الحجز.',
  'Credit note not found.': 'لم يتم العثور على الإشعار الدائن.',
  'Only a booking in progress can be changed.': 'يمكن تعديل الحجز قيد التنفيذ فقط.',
  'Choose a new string, grip, date or store to change.': 'اختر وتراً أو قبضةً أو تاريخاً أو فرعاً جديداً للتعديل.',
  'Only a string booking can change its string.': 'يمكن تغيير الوتر في حجز تركيب الأوتار فقط.',
  'Only a grip booking can change its grip.': 'يمكن تغيير القبضة في حجز القبضة فقط.',
  'Choose an item of the same service type (Regular or Express): the checkout keeps its pickup option and fee.':
    'اختر منتجاً من نوع الخدمة نفسه (عادي أو مستعجل): يحتفظ الطلب بخيار الاستلام ورسومه.',
  'Only an in-store booking can change its store.': 'يمكن تغيير الفرع في الحجز في المحل فقط.',
  'Booking changed.': 'تم تعديل الحجز.',
  'Change booking': 'تعديل الحجز',
  'The booking could not be changed.': 'تعذّر تعديل الحجز.',
  'Cancel booking': 'إلغاء الحجز',
  'Cancel this booking?': 'إلغاء هذا الحجز؟',
  Reason: 'السبب',
  'Keep booking': 'الإبقاء على الحجز',
  'Refund in store instead of to the card': 'الاسترداد في المحل بدلاً من البطاقة',
  'Retry refund': 'إعادة محاولة الاسترداد',
  'Download credit note': 'تنزيل الإشعار الدائن',
  'The held payment is voided at the payment provider: every booking of its checkout is canceled and nothing is charged.':
    'تُلغى الدفعة المحجوزة لدى مزوّد الدفع: تُلغى جميع حجوزات الطلب ولا يُخصم أي مبلغ.',
  'Nothing was paid, so nothing is refunded.': 'لم يُدفع شيء، فلا يوجد ما يُسترد.',
  'The free stringing is returned to the racket.': 'يُعاد تركيب الأوتار المجاني إلى رصيد المضرب.',
  'The refund call was interrupted before the payment provider answered.': 'انقطع طلب الاسترداد قبل أن يرد مزوّد الدفع.',
  // Payments to resolve
  'Payments to resolve': 'مدفوعات تحتاج إلى معالجة',
  'Payments the provider took after their checkout was canceled, and refunds, voids or captures whose outcome is unknown. Nothing here is settled by itself.':
    'مدفوعات حصّلها المزوّد بعد إلغاء طلبها، وعمليات استرداد أو إلغاء أو تحصيل نتيجتها غير معروفة. لا يُسوّى شيء هنا من تلقاء نفسه.',
  'No payments to resolve.': 'لا توجد مدفوعات تحتاج إلى معالجة.',
  'Payments to resolve could not be loaded.': 'تعذّر تحميل المدفوعات التي تحتاج إلى معالجة.',
  'Restore bookings': 'استعادة الحجوزات',
  'Refund in full': 'استرداد المبلغ كاملًا',
  'Its bookings are restored, and the payment is recorded as paid and invoiced. Their free stringings are claimed again.':
    'تُستعاد حجوزاته، وتُسجَّل الدفعة مدفوعة وتصدر فاتورتها. ويُطالَب بتركيبات الأوتار المجانية مرة أخرى.',
  'The whole payment is refunded to the card, and its bookings stay canceled.':
    'يُستردّ المبلغ كاملًا إلى البطاقة، وتبقى حجوزاته ملغاة.',
  'The bookings are restored, and the payment is recorded as paid and invoiced.':
    'استُعيدت الحجوزات، وسُجّلت الدفعة مدفوعة وصدرت فاتورتها.',
  'The payment was refunded in full to the card.': 'استُردّت الدفعة كاملة إلى البطاقة.',
  'The payment provider refused the refund. Try again from Payments to resolve.':
    'رفض مزوّد الدفع الاسترداد. أعد المحاولة من المدفوعات التي تحتاج إلى معالجة.',
  'The payment could not be resolved.': 'تعذّرت معالجة الدفعة.',
  'This payment was already resolved.': 'عولجت هذه الدفعة من قبل.',
  'This checkout has no payment to resolve.': 'لا توجد لهذا الطلب دفعة تحتاج إلى معالجة.',
  'action must be restore or refund.': 'يجب أن تكون قيمة action هي restore أو refund.',
  'Its bookings can no longer be had: refund it instead.': 'لم يعد بالإمكان الحصول على حجوزاته: استردّها بدلًا من ذلك.',
  'Your payment arrived after this checkout had expired. The shop has been told and will confirm your booking or refund you.':
    'وصلت دفعتك بعد انتهاء صلاحية هذا الطلب. أُبلغ المحل وسيؤكد حجزك أو يعيد إليك المبلغ.',
  'Paid after it was canceled': 'دُفعت بعد إلغائها',
  'Refund outcome unknown': 'نتيجة الاسترداد غير معروفة',
  'Refund failed': 'فشل الاسترداد',
  'Void outcome unknown': 'نتيجة الإلغاء غير معروفة',
  'Capture outcome unknown': 'نتيجة التحصيل غير معروفة',
  // Held payments
  'Payment held': 'دفعة محجوزة',
  'payment must be held, or left out for every booking.':
    'يجب أن تكون قيمة payment هي held، أو تُترك فارغة لكل الحجوزات.',
  'Void held payment': 'إلغاء الدفعة المحجوزة',
  'Void held payment?': 'إلغاء الدفعة المحجوزة؟',
  'The payment provider releases the amount held on the card. Every booking of this checkout is canceled and any free stringing is given back. This cannot be undone.':
    'يُفرج مزوّد الدفع عن المبلغ المحجوز على البطاقة. تُلغى جميع حجوزات هذا الطلب ويُعاد أي تركيب أوتار مجاني. لا يمكن التراجع عن ذلك.',
  'Void payment': 'إلغاء الدفعة',
  'The held payment was voided at the payment provider: its bookings are canceled and any free stringing is given back.':
    'تم إلغاء الدفعة المحجوزة لدى مزوّد الدفع: أُلغيت حجوزاتها وأُعيد أي تركيب أوتار مجاني.',
  'The payment provider has already captured this payment, so it was not voided: it is now recorded as paid and invoiced.':
    'سبق أن حصّل مزوّد الدفع هذه الدفعة، لذا لم تُلغَ: سُجّلت الآن كمدفوعة وصدرت فاتورتها.',
  'The payment provider no longer holds this payment: its bookings are canceled and any free stringing is given back.':
    'لم يعد مزوّد الدفع يحجز هذه الدفعة: أُلغيت حجوزاتها وأُعيد أي تركيب أوتار مجاني.',
  'This booking has no held payment to void.': 'لا توجد لهذا الحجز دفعة محجوزة لإلغائها.',
  'Another admin is voiding this payment right now. Reload the list in a moment.':
    'مدير آخر يلغي هذه الدفعة الآن. أعد تحميل القائمة بعد لحظات.',
  'The held payment could not be voided.': 'تعذّر إلغاء الدفعة المحجوزة.',
  'The payment provider did not answer in time. It may have voided the payment: it is checked with the provider before anything else is sent.':
    'لم يردّ مزوّد الدفع في الوقت المحدد. ربما ألغى الدفعة: يُتحقَّق من ذلك لدى المزوّد قبل إرسال أي شيء آخر.',
  'Capture payment': 'تحصيل الدفعة',
  'Capture held payment?': 'تحصيل الدفعة المحجوزة؟',
  'The payment provider takes the amount held on the card: the checkout is recorded as paid and invoiced, and its bookings go ahead.':
    'يحصّل مزوّد الدفع المبلغ المحجوز على البطاقة: يُسجَّل الطلب مدفوعًا وتصدر فاتورته، وتمضي حجوزاته.',
  'The held payment was captured: it is recorded as paid and invoiced.':
    'تم تحصيل الدفعة المحجوزة: سُجّلت مدفوعة وصدرت فاتورتها.',
  'The held payment could not be captured.': 'تعذّر تحصيل الدفعة المحجوزة.',
  'The payment provider did not answer in time. It may have captured the payment: it is checked with the provider before anything else is sent.':
    'لم يردّ مزوّد الدفع في الوقت المحدد. ربما حصّل الدفعة: يُتحقَّق من ذلك لدى المزوّد قبل إرسال أي شيء آخر.',
  'This booking has no held payment to capture.': 'لا توجد لهذا الحجز دفعة محجوزة لتحصيلها.',
  'The payment provider could not be asked what became of the last void or capture of this payment, so nothing was sent. Try again in a moment.':
    'تعذّر سؤال مزوّد الدفع عمّا آل إليه آخر إلغاء أو تحصيل لهذه الدفعة، فلم يُرسل شيء. أعد المحاولة بعد قليل.',
  // Payments
  'Your payment was successful. Your booking is now confirmed.': 'تم الدفع بنجاح. حجزك مؤكد الآن.',
  'Payment verification failed or payment not successful.': 'فشل التحقق من الدفع أو لم تنجح عملية الدفع.',
  'There was an error verifying your payment. Please contact support.':
    'حدث خطأ أثناء التحقق من دفعتك. يرجى التواصل مع الدعم.',
  'Missing payment information. Please try again.': 'معلومات الدفع ناقصة. يرجى المحاولة مرة أخرى.',
  'Payment successful. Your booking is now confirmed.': 'تم الدفع بنجاح. حجزك مؤكد الآن.',
  'The payment has not been completed yet.': 'لم تكتمل عملية الدفع بعد.',
  'The payment was declined, so the booking is not confirmed.': 'تم رفض الدفع، لذا لم يتأكد الحجز.',
  'The payment was canceled, so the booking is not confirmed.': 'تم إلغاء الدفع، لذا لم يتأكد الحجز.',
  'This checkout needed no online payment.': 'هذا الطلب لا يحتاج إلى دفع عبر الإنترنت.',
  'The payment reference (cart_id) is missing or not valid.': 'مرجع الدفع (cart_id) مفقود أو غير صحيح.',
  'No payment was found for this reference.': 'لم يتم العثور على دفعة بهذا المرجع.',
  'This checkout was already submitted. Please start a new booking.': 'تم إرسال هذا الطلب مسبقاً. يرجى بدء حجز جديد.',
  'The payment provider could not be reached. Please try again in a moment.':
    'تعذّر الوصول إلى مزوّد الدفع. يرجى المحاولة بعد لحظات.',
  'The payment provider answered something unexpected. Please try again in a moment.':
    'أرسل مزوّد الدفع رداً غير متوقع. يرجى المحاولة بعد لحظات.',
  'The payment provider did not return a payment page.': 'لم يُرجع مزوّد الدفع صفحة دفع.',
  'The payment provider answered for another order.': 'ردّ مزوّد الدفع بخصوص طلب آخر.',
  'Notification received.': 'تم استلام الإشعار.',
  'Payment successful': 'تم الدفع بنجاح',
  'Payment not found': 'لم يتم العثور على الدفعة',
  // Takings
  'Online card': 'بطاقة عبر الإنترنت',
  'In store': 'في المحل',
  'Refunds to card': 'مبالغ مستردة إلى البطاقة',
  'Refunds at the counter': 'مبالغ مستردة في المحل',
  'date must be a calendar day written YYYY-MM-DD, or left out for today.':
    'يجب أن يكون التاريخ يوماً بصيغة YYYY-MM-DD، أو يُترك فارغاً لليوم الحالي.',
  "Failed to fetch today's takings.": 'تعذّر جلب مقبوضات اليوم.',
  'No payments taken yet today.': 'لم تُستلم أي دفعات اليوم بعد.',
};
