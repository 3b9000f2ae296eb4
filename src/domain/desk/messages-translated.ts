// The next-step sentences (messages.ts) in the product's other languages, for the API's
// `next_step.what` and the e-mails; the app may render the same ids through its own catalogues.
import type { DESK_MESSAGES } from './messages.ts';

type Table = Readonly<Record<keyof typeof DESK_MESSAGES, string>>;

const AR: Table = {
  'desk.next.preparing': 'نُعدّ رسالتك إلى {airline}. ستُرسل بحلول {by}.',
  'desk.next.sent': 'يجب أن تردّ {airline} بحلول {by}. وإن لم تفعل، نرفع مطالبتك إلى {body} في {escalateOn}.',
  'desk.next.promised-payment': 'وعدت {airline} بدفع {amount} بحلول {by}. وإن لم تفعل، نرفع مطالبتك إلى {body} في {escalateOn}.',
  'desk.next.offer': 'تعرض {airline} مبلغ {amount}. أخبرنا بحلول {by} إن كنت تقبله.',
  'desk.next.voucher': 'تعرض {airline} قسيمة بقيمة {amount} بدلاً من المال. أخبرنا بحلول {by} إن كنت تقبلها.',
  'desk.next.rebut': 'رفضت {airline} الدفع. سنردّ عليها بالقانون بحلول {by}.',
  'desk.next.send-documents': 'طلبت {airline} مستندات. سنرسلها بحلول {by}.',
  'desk.next.check': 'نراجع ردّ {airline}، وسنخبرك بحلول {by}.',
  'desk.next.escalate': 'نرفع مطالبتك إلى {body} في {by}.',
  'desk.next.escalated': 'تنظر {body} في مطالبتك. نتوقع الرد بحلول {by}.',
  'desk.next.in-court': 'مطالبتك أمام المحكمة. سنخبرك فور وجود أي جديد.',
  'desk.next.settled': 'أُغلقت قضيتك مع {airline}.',
  'desk.update.escalated': 'أُرسلت شكواك إلى {body} في {date}. وعادةً ما تردّ خلال {days} يومًا.',
  'desk.update.court': 'أعددنا مطالبتك للمحكمة في {place} في {date}. سنخبرك بكل خطوة في القضية.',
  'desk.body.neb': 'هيئة الإنفاذ في {country}',
  'desk.body.neb-unknown': 'هيئة الإنفاذ الوطنية',
  'desk.body.adr': '{name}',
  'desk.body.shgm': 'المديرية العامة للطيران المدني في تركيا (SHGM)',
  'desk.body.dot': 'وزارة النقل الأمريكية',
  'desk.body.gcaa': 'هيئة الطيران المدني في الإمارات ({name})',
  'desk.body.court': 'المحكمة',
};

const FA: Table = {
  'desk.next.preparing': 'نامهٔ شما به {airline} را آماده می‌کنیم. تا {by} فرستاده می‌شود.',
  'desk.next.sent': '{airline} باید تا {by} پاسخ دهد. اگر ندهد، در {escalateOn} درخواست شما را به {body} می‌بریم.',
  'desk.next.promised-payment': '{airline} قول داده تا {by} مبلغ {amount} را بپردازد. اگر نپردازد، در {escalateOn} درخواست شما را به {body} می‌بریم.',
  'desk.next.offer': '{airline} مبلغ {amount} را پیشنهاد می‌دهد. تا {by} به ما بگویید آن را می‌پذیرید یا نه.',
  'desk.next.voucher': '{airline} به‌جای پول، کوپنی به ارزش {amount} پیشنهاد می‌دهد. تا {by} به ما بگویید آن را می‌پذیرید یا نه.',
  'desk.next.rebut': '{airline} از پرداخت خودداری کرد. تا {by} با استناد به قانون پاسخش را می‌دهیم.',
  'desk.next.send-documents': '{airline} مدارکی خواسته است. تا {by} آن‌ها را می‌فرستیم.',
  'desk.next.check': 'پاسخ {airline} را بررسی می‌کنیم و تا {by} به شما خبر می‌دهیم.',
  'desk.next.escalate': 'در {by} درخواست شما را به {body} می‌بریم.',
  'desk.next.escalated': '{body} در حال بررسی درخواست شماست. انتظار داریم تا {by} پاسخ دهد.',
  'desk.next.in-court': 'درخواست شما در دادگاه است. به محض خبر تازه به شما اطلاع می‌دهیم.',
  'desk.next.settled': 'پروندهٔ شما با {airline} بسته شد.',
  'desk.update.escalated': 'شکایت شما در {date} به {body} فرستاده شد. معمولاً ظرف {days} روز پاسخ می‌دهد.',
  'desk.update.court': 'در {date} درخواست شما را برای دادگاه {place} آماده کردیم. هر مرحلهٔ پرونده را به شما خبر می‌دهیم.',
  'desk.body.neb': 'نهاد ناظر حقوق مسافران در {country}',
  'desk.body.neb-unknown': 'نهاد ناظر ملی حقوق مسافران',
  'desk.body.adr': '{name}',
  'desk.body.shgm': 'سازمان هواپیمایی کشوری ترکیه (SHGM)',
  'desk.body.dot': 'وزارت حمل‌ونقل آمریکا',
  'desk.body.gcaa': 'سازمان هواپیمایی کشوری امارات ({name})',
  'desk.body.court': 'دادگاه',
};

const TR: Table = {
  'desk.next.preparing': '{airline} için mektubunuzu hazırlıyoruz. En geç {by} tarihinde gönderilecek.',
  'desk.next.sent': '{airline} en geç {by} tarihine kadar cevap vermeli. Vermezse talebinizi {escalateOn} tarihinde {body} önüne taşıyoruz.',
  'desk.next.promised-payment':
    '{airline}, {amount} tutarını en geç {by} tarihinde ödeyeceğine söz verdi. Ödemezse talebinizi {escalateOn} tarihinde {body} önüne taşıyoruz.',
  'desk.next.offer': '{airline} {amount} teklif ediyor. Kabul edip etmediğinizi en geç {by} tarihine kadar bize bildirin.',
  'desk.next.voucher': '{airline} para yerine {amount} değerinde bir kupon teklif ediyor. Kabul edip etmediğinizi en geç {by} tarihine kadar bize bildirin.',
  'desk.next.rebut': '{airline} ödemeyi reddetti. En geç {by} tarihine kadar hukuki dayanaklarla cevap veriyoruz.',
  'desk.next.send-documents': '{airline} belge istedi. Belgeleri en geç {by} tarihinde gönderiyoruz.',
  'desk.next.check': '{airline} cevabını inceliyoruz; en geç {by} tarihinde size bilgi vereceğiz.',
  'desk.next.escalate': 'Talebinizi {by} tarihinde {body} önüne taşıyoruz.',
  'desk.next.escalated': '{body} talebinizi inceliyor. Cevabı en geç {by} tarihinde bekliyoruz.',
  'desk.next.in-court': 'Talebiniz mahkemede. Yeni bir gelişme olur olmaz size bildireceğiz.',
  'desk.next.settled': '{airline} ile dosyanız kapandı.',
  'desk.update.escalated': 'Şikâyetiniz {date} tarihinde {body} önüne gitti. Genellikle {days} gün içinde cevap verir.',
  'desk.update.court': 'Talebinizi {date} tarihinde {place} mahkemesi için hazırladık. Davanın her adımını size bildireceğiz.',
  'desk.body.neb': '{country} yetkili denetim kurumu',
  'desk.body.neb-unknown': 'ulusal denetim kurumu',
  'desk.body.adr': '{name}',
  'desk.body.shgm': 'Sivil Havacılık Genel Müdürlüğü (SHGM)',
  'desk.body.dot': 'ABD Ulaştırma Bakanlığı',
  'desk.body.gcaa': 'BAE sivil havacılık otoritesi ({name})',
  'desk.body.court': 'mahkeme',
};

export const DESK_MESSAGES_TRANSLATED: Readonly<Record<'ar' | 'fa' | 'tr', Table>> = { ar: AR, fa: FA, tr: TR };
