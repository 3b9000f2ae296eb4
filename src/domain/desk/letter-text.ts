// The words of our letters to airlines, in English and in the second languages we write (the
// directory says when an airline answers in Arabic, Persian or Turkish). Legal citations stay as
// the engine gives them: an article or a judgment reads the same in every language.

export type LetterLanguage = 'en' | 'ar' | 'fa' | 'tr';

export interface LetterWords {
  dir: 'ltr' | 'rtl';
  demandTitle: string;
  reminderTitle: string;
  rebuttalTitle: string;
  to: string;
  ourReference: string;
  date: string;
  intro: string;
  reminderIntro: string;
  rebuttalIntro: string;
  flight: string;
  flightNumber: string;
  flightDate: string;
  route: string;
  bookingReference: string;
  whatHappened: string;
  passengers: string;
  legalBasis: string;
  amounts: string;
  perPassenger: string;
  passengerCount: string;
  total: string;
  evidence: string;
  mandate: string;
  payment: string;
  payBy: string;
  account: string;
  replyTo: string;
  closing: string;
  translationNote: string;
  /** The Montreal Convention's damages (server/desk/damages.ts); {days} and {date} are filled in there. */
  damages: string;
  damagesIntro: string;
  limit: string;
  careCosts: string;
  ticketRefund: string;
  baggageDelayed: string;
  baggageLost: string;
  baggageDamaged: string;
  receiptsToFollow: string;
  timeLimits: string;
  complaint: string;
  complaintBy: string;
  actionBy: string;
}

const EN: LetterWords = {
  dir: 'ltr',
  demandTitle: 'Claim for compensation',
  reminderTitle: 'Reminder: claim for compensation',
  rebuttalTitle: 'Your refusal of our claim: our answer',
  to: 'To',
  ourReference: 'Our reference',
  date: 'Date',
  intro:
    'We act for the passengers named below under the mandate attached, and claim the compensation the law gives them for the flight below. Please correspond with us only, quoting our reference.',
  reminderIntro: 'We wrote to you about the claim below and have had no answer. Please pay, or answer, by the date below.',
  rebuttalIntro: 'You refused the claim below. The reason you gave does not free you from paying, for the reasons and judgments cited here.',
  flight: 'The flight',
  flightNumber: 'Flight',
  flightDate: 'Date',
  route: 'Route',
  bookingReference: 'Booking reference',
  whatHappened: 'What happened',
  passengers: 'Passengers',
  legalBasis: 'Legal basis',
  amounts: 'Amount claimed',
  perPassenger: 'Per passenger',
  passengerCount: 'Passengers',
  total: 'Total',
  evidence: 'Evidence attached',
  mandate: 'Signed mandate (PDF)',
  payment: 'Payment',
  payBy: 'Please pay the total by',
  account: 'into our client account',
  replyTo: 'Please reply to',
  closing: 'Yours faithfully, the Flightclaim claims team',
  translationNote: 'This is a translation; the English letter sent with it prevails.',
  damages: 'Damages under the Montreal Convention 1999',
  damagesIntro:
    'The carrier is liable for the damage caused by delay (Art. 19) and for destroyed, lost, damaged or delayed checked baggage (Art. 17), up to the limits below per passenger (Art. 22). We claim:',
  limit: 'Limit per passenger',
  careCosts: 'Costs caused by the delay (receipts attached)',
  ticketRefund: 'Refund of the ticket',
  baggageDelayed: 'Delayed baggage: what the passenger had to buy',
  baggageLost: 'Lost baggage: its value',
  baggageDamaged: 'Damaged baggage: the repair or its value',
  receiptsToFollow: 'as proven by the receipts (to follow)',
  timeLimits: 'Time limits',
  complaint: 'This letter is the written complaint for the baggage under Art. 31(2), due within {days} days.',
  complaintBy: 'This letter is the written complaint for the baggage under Art. 31(2), due within {days} days: by {date}.',
  actionBy: 'The right to damages is extinguished unless an action is brought by {date} (Art. 35(1)).',
};

const AR: LetterWords = {
  dir: 'rtl',
  demandTitle: 'مطالبة بالتعويض',
  reminderTitle: 'تذكير: مطالبة بالتعويض',
  rebuttalTitle: 'ردّنا على رفضكم لمطالبتنا',
  to: 'إلى',
  ourReference: 'مرجعنا',
  date: 'التاريخ',
  intro:
    'نتصرف نيابةً عن الركاب المذكورين أدناه بموجب التفويض المرفق، ونطالب بالتعويض الذي يمنحه لهم القانون عن الرحلة المبيّنة أدناه. يُرجى مراسلتنا نحن فقط مع ذكر مرجعنا.',
  reminderIntro: 'راسلناكم بشأن المطالبة أدناه ولم نتلقَّ أي رد. يُرجى الدفع أو الرد قبل التاريخ المذكور أدناه.',
  rebuttalIntro: 'رفضتم المطالبة أدناه. السبب الذي ذكرتموه لا يعفيكم من الدفع، للأسباب والأحكام المذكورة هنا.',
  flight: 'الرحلة',
  flightNumber: 'رقم الرحلة',
  flightDate: 'التاريخ',
  route: 'المسار',
  bookingReference: 'رقم الحجز',
  whatHappened: 'ما حدث',
  passengers: 'الركاب',
  legalBasis: 'الأساس القانوني',
  amounts: 'المبلغ المطالب به',
  perPassenger: 'لكل راكب',
  passengerCount: 'عدد الركاب',
  total: 'المجموع',
  evidence: 'المستندات المرفقة',
  mandate: 'التفويض الموقّع (PDF)',
  payment: 'الدفع',
  payBy: 'يُرجى دفع المجموع قبل',
  account: 'إلى حساب العملاء لدينا',
  replyTo: 'يُرجى الرد على',
  closing: 'مع التحية، فريق المطالبات في Flightclaim',
  translationNote: 'هذه ترجمة؛ والرسالة الإنجليزية المرسلة معها هي المعتمدة.',
  damages: 'التعويض عن الأضرار بموجب اتفاقية مونتريال لعام 1999',
  damagesIntro:
    'الناقل مسؤول عن الضرر الناجم عن التأخير (المادة 19) وعن الأمتعة المسجّلة التي أُتلفت أو فُقدت أو تضرّرت أو تأخّرت (المادة 17)، في حدود المبالغ أدناه لكل راكب (المادة 22). نطالب بما يلي:',
  limit: 'الحد الأقصى لكل راكب',
  careCosts: 'التكاليف الناجمة عن التأخير (الإيصالات مرفقة)',
  ticketRefund: 'استرداد ثمن التذكرة',
  baggageDelayed: 'أمتعة متأخرة: ما اضطر الراكب إلى شرائه',
  baggageLost: 'أمتعة مفقودة: قيمتها',
  baggageDamaged: 'أمتعة متضرّرة: الإصلاح أو قيمتها',
  receiptsToFollow: 'وفق الإيصالات (سترسل لاحقًا)',
  timeLimits: 'المهل',
  complaint: 'هذه الرسالة هي الشكوى المكتوبة بشأن الأمتعة بموجب المادة 31(2)، وموعدها خلال {days} يومًا.',
  complaintBy: 'هذه الرسالة هي الشكوى المكتوبة بشأن الأمتعة بموجب المادة 31(2)، وموعدها خلال {days} يومًا: قبل {date}.',
  actionBy: 'يسقط الحق في التعويض ما لم تُرفع الدعوى قبل {date} (المادة 35(1)).',
};

const FA: LetterWords = {
  dir: 'rtl',
  demandTitle: 'درخواست غرامت',
  reminderTitle: 'یادآوری: درخواست غرامت',
  rebuttalTitle: 'پاسخ ما به رد درخواست',
  to: 'به',
  ourReference: 'شمارهٔ پروندهٔ ما',
  date: 'تاریخ',
  intro:
    'ما به وکالت از مسافران نام‌برده در زیر، طبق وکالت‌نامهٔ پیوست، غرامتی را که قانون برای پرواز زیر به آنان می‌دهد مطالبه می‌کنیم. لطفاً فقط با ما و با ذکر شمارهٔ پرونده مکاتبه کنید.',
  reminderIntro: 'دربارهٔ درخواست زیر به شما نامه نوشتیم و پاسخی نگرفتیم. لطفاً تا تاریخ زیر پرداخت کنید یا پاسخ دهید.',
  rebuttalIntro: 'شما درخواست زیر را رد کردید. دلیلی که آوردید شما را از پرداخت معاف نمی‌کند؛ دلایل و احکام در اینجا آمده است.',
  flight: 'پرواز',
  flightNumber: 'شمارهٔ پرواز',
  flightDate: 'تاریخ',
  route: 'مسیر',
  bookingReference: 'کد رزرو',
  whatHappened: 'آنچه رخ داد',
  passengers: 'مسافران',
  legalBasis: 'مبنای قانونی',
  amounts: 'مبلغ درخواستی',
  perPassenger: 'برای هر مسافر',
  passengerCount: 'تعداد مسافران',
  total: 'جمع',
  evidence: 'مدارک پیوست',
  mandate: 'وکالت‌نامهٔ امضاشده (PDF)',
  payment: 'پرداخت',
  payBy: 'لطفاً جمع مبلغ را تا این تاریخ بپردازید',
  account: 'به حساب امانی مشتریان ما',
  replyTo: 'لطفاً پاسخ را به این نشانی بفرستید',
  closing: 'با احترام، گروه رسیدگی به درخواست‌های Flightclaim',
  translationNote: 'این یک ترجمه است؛ نامهٔ انگلیسی همراه آن معتبر است.',
  damages: 'جبران خسارت طبق کنوانسیون مونترال ۱۹۹۹',
  damagesIntro:
    'متصدی حمل مسئول خسارت ناشی از تأخیر (مادهٔ ۱۹) و بار تحویلی ازبین‌رفته، گمشده، آسیب‌دیده یا دیررسیده (مادهٔ ۱۷) است، تا سقف‌های زیر برای هر مسافر (مادهٔ ۲۲). ما مطالبه می‌کنیم:',
  limit: 'سقف برای هر مسافر',
  careCosts: 'هزینه‌های ناشی از تأخیر (رسیدها پیوست است)',
  ticketRefund: 'بازپرداخت بهای بلیت',
  baggageDelayed: 'بار دیررسیده: آنچه مسافر ناچار به خرید شد',
  baggageLost: 'بار گمشده: ارزش آن',
  baggageDamaged: 'بار آسیب‌دیده: تعمیر یا ارزش آن',
  receiptsToFollow: 'طبق رسیدها (بعداً فرستاده می‌شود)',
  timeLimits: 'مهلت‌ها',
  complaint: 'این نامه شکایت کتبی دربارهٔ بار طبق بند ۲ مادهٔ ۳۱ است که مهلت آن {days} روز است.',
  complaintBy: 'این نامه شکایت کتبی دربارهٔ بار طبق بند ۲ مادهٔ ۳۱ است که مهلت آن {days} روز است: تا {date}.',
  actionBy: 'حق مطالبهٔ خسارت از بین می‌رود مگر آنکه دعوا تا {date} اقامه شود (بند ۱ مادهٔ ۳۵).',
};

const TR: LetterWords = {
  dir: 'ltr',
  demandTitle: 'Tazminat talebi',
  reminderTitle: 'Hatırlatma: tazminat talebi',
  rebuttalTitle: 'Talebimizi reddinize cevabımız',
  to: 'Alıcı',
  ourReference: 'Referansımız',
  date: 'Tarih',
  intro:
    'Ekteki vekâletname uyarınca aşağıda adı geçen yolcuları temsil ediyor ve aşağıdaki uçuş için kanunun onlara tanıdığı tazminatı talep ediyoruz. Lütfen referansımızı belirterek yalnızca bizimle yazışın.',
  reminderIntro: 'Aşağıdaki talep hakkında size yazdık ve cevap alamadık. Lütfen aşağıdaki tarihe kadar ödeme yapın veya cevap verin.',
  rebuttalIntro: 'Aşağıdaki talebi reddettiniz. Belirttiğiniz sebep, burada anılan gerekçe ve kararlar uyarınca sizi ödeme yükümlülüğünden kurtarmaz.',
  flight: 'Uçuş',
  flightNumber: 'Uçuş',
  flightDate: 'Tarih',
  route: 'Güzergâh',
  bookingReference: 'Rezervasyon kodu',
  whatHappened: 'Ne oldu',
  passengers: 'Yolcular',
  legalBasis: 'Hukuki dayanak',
  amounts: 'Talep edilen tutar',
  perPassenger: 'Yolcu başına',
  passengerCount: 'Yolcu sayısı',
  total: 'Toplam',
  evidence: 'Ekteki belgeler',
  mandate: 'İmzalı vekâletname (PDF)',
  payment: 'Ödeme',
  payBy: 'Lütfen toplam tutarı şu tarihe kadar ödeyin',
  account: 'müşteri hesabımıza',
  replyTo: 'Lütfen cevabınızı şu adrese gönderin',
  closing: 'Saygılarımızla, Flightclaim talep ekibi',
  translationNote: 'Bu bir çeviridir; ekindeki İngilizce mektup esastır.',
  damages: '1999 Montreal Sözleşmesi uyarınca zararlar',
  damagesIntro:
    'Taşıyıcı, tehirin yol açtığı zarardan (md. 19) ve yok olan, kaybolan, hasar gören veya geciken kayıtlı bagajdan (md. 17) yolcu başına aşağıdaki sınırlara kadar sorumludur (md. 22). Talebimiz:',
  limit: 'Yolcu başına sınır',
  careCosts: 'Tehirin yol açtığı masraflar (fişler ektedir)',
  ticketRefund: 'Bilet ücretinin iadesi',
  baggageDelayed: 'Geciken bagaj: yolcunun satın almak zorunda kaldıkları',
  baggageLost: 'Kayıp bagaj: değeri',
  baggageDamaged: 'Hasarlı bagaj: onarımı veya değeri',
  receiptsToFollow: 'fişlerle kanıtlandığı üzere (ayrıca gönderilecek)',
  timeLimits: 'Süreler',
  complaint: 'Bu mektup, md. 31(2) uyarınca {days} gün içinde yapılması gereken yazılı bagaj şikâyetidir.',
  complaintBy: 'Bu mektup, md. 31(2) uyarınca {days} gün içinde yapılması gereken yazılı bagaj şikâyetidir: son gün {date}.',
  actionBy: 'Dava {date} tarihine kadar açılmazsa tazminat hakkı düşer (md. 35(1)).',
};

export const LETTER_WORDS: Readonly<Record<LetterLanguage, LetterWords>> = { en: EN, ar: AR, fa: FA, tr: TR };
