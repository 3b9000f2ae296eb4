// The tax invoice's words in the four languages of the app; the document prints the passenger's
// language beside English (Executive Regulation Art. 59 asks for the words "Tax Invoice").
import type { Locale } from '../text/locales.ts';

export interface InvoiceWords {
  dir: 'ltr' | 'rtl';
  taxInvoice: string;
  taxCreditNote: string;
  number: string;
  date: string;
  supplier: string;
  trn: string;
  customer: string;
  address: string;
  service: string;
  serviceText: string;
  compensation: string;
  fee: string;
  vatRate: string;
  vatAmount: string;
  total: string;
  rate: string;
  zeroRated: string;
  corrects: string;
  reason: string;
}

export const INVOICE_WORDS: Readonly<Record<Locale, InvoiceWords>> = {
  en: {
    dir: 'ltr',
    taxInvoice: 'Tax Invoice',
    taxCreditNote: 'Tax Credit Note',
    number: 'Number',
    date: 'Date',
    supplier: 'Supplier',
    trn: 'TRN',
    customer: 'Customer',
    address: 'Address',
    service: 'Service',
    serviceText: 'Handling of the air passenger compensation claim {reference}',
    compensation: 'Compensation received',
    fee: 'Our fee',
    vatRate: 'VAT rate',
    vatAmount: 'VAT amount',
    total: 'Total payable',
    rate: 'Exchange rate used',
    zeroRated: 'Zero-rated: export of services',
    corrects: 'Corrects invoice',
    reason: 'Reason',
  },
  ar: {
    dir: 'rtl',
    taxInvoice: 'فاتورة ضريبية',
    taxCreditNote: 'إشعار دائن ضريبي',
    number: 'الرقم',
    date: 'التاريخ',
    supplier: 'المورد',
    trn: 'رقم التسجيل الضريبي',
    customer: 'العميل',
    address: 'العنوان',
    service: 'الخدمة',
    serviceText: 'متابعة مطالبة تعويض المسافر الجوي {reference}',
    compensation: 'التعويض المستلم',
    fee: 'رسومنا',
    vatRate: 'نسبة ضريبة القيمة المضافة',
    vatAmount: 'مبلغ ضريبة القيمة المضافة',
    total: 'المبلغ المستحق',
    rate: 'سعر الصرف المستخدم',
    zeroRated: 'خاضع للنسبة الصفرية: تصدير خدمات',
    corrects: 'يصحح الفاتورة',
    reason: 'السبب',
  },
  fa: {
    dir: 'rtl',
    taxInvoice: 'صورتحساب مالیاتی',
    taxCreditNote: 'اعلامیه بستانکاری مالیاتی',
    number: 'شماره',
    date: 'تاریخ',
    supplier: 'عرضه‌کننده',
    trn: 'شماره ثبت مالیاتی',
    customer: 'مشتری',
    address: 'نشانی',
    service: 'خدمت',
    serviceText: 'پیگیری درخواست غرامت مسافر هوایی {reference}',
    compensation: 'غرامت دریافت‌شده',
    fee: 'کارمزد ما',
    vatRate: 'نرخ مالیات بر ارزش افزوده',
    vatAmount: 'مبلغ مالیات بر ارزش افزوده',
    total: 'مبلغ قابل پرداخت',
    rate: 'نرخ تبدیل به‌کاررفته',
    zeroRated: 'نرخ صفر: صادرات خدمات',
    corrects: 'اصلاح صورتحساب',
    reason: 'دلیل',
  },
  tr: {
    dir: 'ltr',
    taxInvoice: 'Vergi Faturası',
    taxCreditNote: 'Vergi Alacak Dekontu',
    number: 'Numara',
    date: 'Tarih',
    supplier: 'Tedarikçi',
    trn: 'Vergi kayıt numarası (TRN)',
    customer: 'Müşteri',
    address: 'Adres',
    service: 'Hizmet',
    serviceText: '{reference} numaralı hava yolcusu tazminat talebinin takibi',
    compensation: 'Alınan tazminat',
    fee: 'Ücretimiz',
    vatRate: 'KDV oranı',
    vatAmount: 'KDV tutarı',
    total: 'Ödenecek toplam',
    rate: 'Kullanılan döviz kuru',
    zeroRated: 'Sıfır oranlı: hizmet ihracı',
    corrects: 'Düzeltilen fatura',
    reason: 'Gerekçe',
  },
};
