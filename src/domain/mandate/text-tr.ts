// The mandate in Turkish (terms as SHY-YOLCU writes them, see src/app/i18n/glossary.json).
// Changing any word here means a new version (see types.ts).
import type { MandateLanguage } from './types.ts';

export const MANDATE_TR_V1: MandateLanguage = {
  locale: 'tr',
  dir: 'ltr',
  version: 1,
  title: 'Vekâlet ve yetki belgesi',
  sections: [
    {
      heading: '1. Kimi yetkilendiriyorum',
      paragraphs: [
        '{company} ("Flightclaim") şirketini ve onun görevlendirdiği ortak hukuk bürolarını, aşağıdaki uçuş için tazminat talebinde benim adıma ve aşağıda adlarına imza attığım yolcular adına hareket etmeye yetkilendiriyorum.',
      ],
    },
    {
      heading: '2. Neler yapabilirler',
      paragraphs: [
        'Uçuşu gerçekleştiren hava taşıyıcısından {law} kapsamında tazminat ve diğer tüm alacakları talep etmek ve ondan uçuşla ilgili bilgi istemek.',
        'Hava taşıyıcısıyla müzakere etmek ve tekliflerini benim adıma kabul veya reddetmek.',
        'Hava taşıyıcısı ödeme yapmazsa talebi {enforcementBody}, onaylı bir uyuşmazlık çözüm kuruluşu veya {court} nezdinde ileri sürmek. Bana önceden bilgi verilmeden adıma hiçbir dava açılmaz.',
        'Hava taşıyıcısının benim adıma ödediği parayı almak, aşağıdaki ücreti düşmek ve kalanını bana ödemek.',
      ],
    },
    {
      heading: '3. Koşullar: kazanılmazsa ücret yok',
      paragraphs: [
        "Hiçbir şey tahsil edilemezse hiçbir borcum olmaz. Talep başarılı olursa ücret, her yolcu için tahsil edilen tutarın {fee} oranı ile bu ücret üzerinden KDV'dir (şu anda {vat}); ödemeden önce düşülür.",
        "Talep işlenirken hava taşıyıcısı bana doğrudan ödeme yaparsa veya bu aksaklık için para ya da hediye çeki (voucher) teklif ederse Flightclaim'e bildiririm; bu durumda ücret, alınan tutar üzerinden ödenir.",
      ],
    },
    {
      heading: '4. Vekâletin geri alınması',
      paragraphs: [
        'Bu vekâleti istediğim zaman ücretsiz olarak, uygulamada talebi geri çekerek veya {email} adresine yazarak geri alabilirim. Hava taşıyıcısı ödemeyi kabul ettikten sonra geri alırsam, ücret kararlaştırılan tutar üzerinden ödenmeye devam eder.',
      ],
    },
    {
      heading: '5. Çocuklar',
      paragraphs: [
        'Aşağıdaki yolculardan biri 18 yaşından küçükse, ana yolcu onun adına ebeveyni veya yasal vasisi olarak imza atar ve buna yetkili olduğunu onaylar.',
      ],
    },
  ],
  regimes: {
    EC261: {
      law: '261/2004 sayılı (EC) Tüzük',
      enforcementBody: 'ilgili AB veya AEA ülkesinin ulusal yetkili kurumu',
      court: 'yetkili mahkeme',
    },
    UK261: {
      law: 'Birleşik Krallık hukukunda muhafaza edilen 261/2004 sayılı (EC) Tüzük (UK261)',
      enforcementBody: 'Birleşik Krallık Sivil Havacılık Otoritesi (UK CAA)',
      court: 'Birleşik Krallık mahkemeleri',
    },
    'SHY-YOLCU': {
      law: 'Hava Yolu ile Seyahat Eden Yolcuların Haklarına Dair Yönetmelik (SHY-YOLCU)',
      enforcementBody: 'Sivil Havacılık Genel Müdürlüğü (SHGM)',
      court: "Türkiye'deki tüketici hakem heyetleri ve tüketici mahkemeleri",
    },
    'US-DOT': {
      law: 'ABD Ulaştırma Bakanlığı kuralları (14 CFR Part 250 ve Part 260)',
      enforcementBody: 'ABD Ulaştırma Bakanlığı (US DOT)',
      court: "Amerika Birleşik Devletleri'ndeki yetkili mahkeme",
    },
  },
  labels: {
    flightHeading: 'Uçuş',
    flight: 'Uçuş numarası',
    date: 'Tarih',
    route: 'Güzergâh',
    airline: 'Uçuşu gerçekleştiren hava taşıyıcısı',
    bookingReference: 'Rezervasyon kodu',
    passengersHeading: 'Yolcular',
    adult: 'yetişkin, kendisi imzalar',
    minor: '18 yaşından küçük, ebeveyni veya yasal vasisi olarak {guardian} tarafından imzalanır',
    signaturesHeading: 'İmzalar',
    signedAt: 'İmza zamanı',
    notSigned: 'Henüz imzalanmadı',
    signedAsGuardian: '{minor} adına ebeveyni veya yasal vasisi olarak {guardian} tarafından imzalandı',
    versionLine: 'Vekâlet metni sürümü',
    hashLine: 'Metnin SHA-256 özeti',
  },
};
