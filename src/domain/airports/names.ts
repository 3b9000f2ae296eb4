// Airports' names in Arabic and Persian script and the other spellings passengers type (Munchen,
// Bombay, Tahran). The search index adds them as words an airport can be found by; the airport
// picker shows the name in the page's language when there is one. Hubs of the region first; add
// rows as passengers need them (the key is the IATA code).
// Sources: each name as the airport's article titles it in the Arabic and Persian Wikipedia
// (ar.wikipedia.org, fa.wikipedia.org: e.g. "فرودگاه بین‌المللی امام خمینی", "مطار آل مكتوم الدولي",
// "فرودگاه بین‌المللی آل مکتوم", "مطار أتاتورك الدولي"), shortened where the city makes it clear.

export interface LocalNames {
  ar?: string;
  fa?: string;
  /** Other names and spellings passengers type (in any script). */
  also?: readonly string[];
}

export const AIRPORT_NAMES: Readonly<Record<string, LocalNames>> = {
  DXB: { ar: 'دبي الدولي', fa: 'فرودگاه بین‌المللی دبی', also: ['Dubay'] },
  DWC: { ar: 'آل مكتوم الدولي، دبي', fa: 'فرودگاه بین‌المللی آل مکتوم دبی', also: ['Dubai World Central'] },
  AUH: { ar: 'أبوظبي الدولي', fa: 'فرودگاه بین‌المللی ابوظبی', also: ['Abudabi'] },
  SHJ: { ar: 'الشارقة الدولي', fa: 'فرودگاه بین‌المللی شارجه', also: ['Şarika'] },
  DOH: { ar: 'حمد الدولي، الدوحة', fa: 'فرودگاه بین‌المللی حمد دوحه', also: ['Doha Hamad'] },
  BAH: { ar: 'البحرين الدولي', fa: 'فرودگاه بین‌المللی بحرین', also: ['Manama'] },
  KWI: { ar: 'الكويت الدولي', fa: 'فرودگاه بین‌المللی کویت' },
  MCT: { ar: 'مسقط الدولي', fa: 'فرودگاه بین‌المللی مسقط', also: ['Maskat'] },
  RUH: { ar: 'الملك خالد الدولي، الرياض', fa: 'فرودگاه بین‌المللی ملک خالد ریاض', also: ['Riyad'] },
  JED: { ar: 'الملك عبدالعزيز الدولي، جدة', fa: 'فرودگاه بین‌المللی ملک عبدالعزیز جده', also: ['Jiddah', 'Cidde'] },
  DMM: { ar: 'الملك فهد الدولي، الدمام', fa: 'فرودگاه بین‌المللی ملک فهد دمام' },
  MED: { ar: 'الأمير محمد بن عبدالعزيز، المدينة المنورة', fa: 'فرودگاه مدینه', also: ['Medina', 'Medine'] },
  CAI: { ar: 'القاهرة الدولي', fa: 'فرودگاه بین‌المللی قاهره', also: ['Kahire'] },
  AMM: { ar: 'الملكة علياء الدولي، عمّان', fa: 'فرودگاه بین‌المللی ملکه علیا امان' },
  BEY: { ar: 'رفيق الحريري الدولي، بيروت', fa: 'فرودگاه بین‌المللی بیروت' },
  BGW: { ar: 'بغداد الدولي', fa: 'فرودگاه بین‌المللی بغداد', also: ['Bagdat'] },
  IKA: { ar: 'الإمام الخميني الدولي، طهران', fa: 'فرودگاه بین‌المللی امام خمینی تهران', also: ['Tahran', 'Teheran', 'فرودگاه امام خمینی'] },
  THR: { ar: 'مهرآباد، طهران', fa: 'فرودگاه مهرآباد تهران', also: ['Tahran', 'Teheran'] },
  MHD: { ar: 'مشهد الدولي', fa: 'فرودگاه بین‌المللی شهید هاشمی‌نژاد مشهد', also: ['Meshed'] },
  SYZ: { ar: 'شيراز الدولي', fa: 'فرودگاه بین‌المللی شهید دستغیب شیراز' },
  IFN: { ar: 'أصفهان الدولي', fa: 'فرودگاه بین‌المللی شهید بهشتی اصفهان', also: ['Esfahan', 'Ispahan'] },
  TBZ: { ar: 'تبريز الدولي', fa: 'فرودگاه بین‌المللی شهید مدنی تبریز', also: ['Tebriz'] },
  KIH: { ar: 'كيش الدولي', fa: 'فرودگاه بین‌المللی کیش' },
  IST: { ar: 'مطار إسطنبول', fa: 'فرودگاه استانبول' },
  ISL: { ar: 'مطار أتاتورك، إسطنبول', fa: 'فرودگاه آتاتورک استانبول' },
  SAW: { ar: 'صبيحة كوكجن، إسطنبول', fa: 'فرودگاه صبیحه گوکچن استانبول' },
  AYT: { ar: 'أنطاليا', fa: 'فرودگاه آنتالیا' },
  ESB: { ar: 'إسنبوغا، أنقرة', fa: 'فرودگاه اسن‌بوغا آنکارا', also: ['Angora'] },
  MUC: { ar: 'ميونخ', fa: 'فرودگاه مونیخ', also: ['Munchen', 'Muenchen', 'Münih'] },
  BOM: { ar: 'مومباي', fa: 'فرودگاه بمبئی', also: ['Bombay'] },
  DEL: { ar: 'إنديرا غاندي الدولي، دلهي', fa: 'فرودگاه دهلی', also: ['New Delhi', 'Yeni Delhi'] },
  CCU: { ar: 'كولكاتا', fa: 'فرودگاه کلکته', also: ['Calcutta'] },
  MAA: { ar: 'تشيناي', fa: 'فرودگاه چنای', also: ['Madras'] },
  PEK: { ar: 'بكين العاصمة الدولي', fa: 'فرودگاه پکن', also: ['Peking', 'Pekin'] },
  LHR: { ar: 'لندن هيثرو', fa: 'فرودگاه هیترو لندن', also: ['Londra'] },
  CDG: { ar: 'شارل ديغول، باريس', fa: 'فرودگاه شارل دوگل پاریس' },
  FRA: { ar: 'فرانكفورت', fa: 'فرودگاه فرانکفورت' },
};

/** The words an airport can also be found by: its names in Arabic and Persian and other spellings. */
export function alsoKnownAs(iata: string): string[] {
  const names = AIRPORT_NAMES[iata];
  return names ? [names.ar, names.fa, ...(names.also ?? [])].filter((name): name is string => Boolean(name)) : [];
}

/** The airport's name in Arabic or Persian, when known. */
export function localAirportName(iata: string, locale: string): string | undefined {
  const names = AIRPORT_NAMES[iata];
  return locale === 'ar' || locale === 'fa' ? names?.[locale] : undefined;
}
