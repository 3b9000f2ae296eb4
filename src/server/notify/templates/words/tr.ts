// Turkish, in SHY-YOLCU's own terms (tazminat, hava taşıyıcısı; glossary: src/app/i18n/glossary.json).
import type { Words } from './types.ts';

export const tr: Words = {
  statuses: { draft: 'Taslak', submitted: 'Gönderildi', processing: 'İşlemde', approved: 'Onaylandı', rejected: 'Reddedildi', paid: 'Ödendi' },
  reference: 'Talep numarası: {ref}.',
  openClaim: 'Talebinizi açın',
  passengers: { one: '{count} yolcu', other: '{count} yolcu' },
  received: {
    subject: '{ref} numaralı talebinizi aldık',
    heading: 'Talebiniz ulaştı',
    lines: [],
    estimate: 'Tahmini tazminat: yolcu başına {per}, {passengers} için toplam {total}.',
    net: 'Ücretimiz düşüldükten sonra alacağınız tutar: {net}.',
    noAmount: 'Hava taşıyıcısının size ne borçlu olduğunu inceleyip tutarı size bildireceğiz.',
    next: 'Sırada ne var: bir talep uzmanı belgelerinizi genellikle birkaç iş günü içinde inceler ve ardından sizin adınıza hava taşıyıcısına yazar. Talebiniz her ilerlediğinde size haber vereceğiz. Ödeme almazsanız hiçbir şey ödemezsiniz.',
    pushTitle: 'Talep alındı',
    pushBody: '{ref} numaralı talep ulaştı. İlerlediğinde size haber vereceğiz.',
  },
  statusChanged: {
    subject: '{ref} numaralı talebinizin durumu: {status}',
    heading: 'Talebinizin durumu: {status}',
    lines: ['Neyin değiştiğini ve sizden bir şey gerekip gerekmediğini görmek için talebi açın.'],
    pushTitle: 'Talep: {status}',
    pushBody: '{ref} numaralı talebin durumu: {status}.',
  },
  infoRequested: {
    subject: '{ref} numaralı talep için sizden bir şeye ihtiyacımız var',
    heading: 'Ekibimizin bir sorusu var',
    lines: ['Bir talep uzmanı talebinizle ilerlemek için daha fazla bilgiye ihtiyaç duyuyor. Soruyu okuyup yanıtlamak için talebi uygulamada açın.'],
    pushTitle: 'Bilgi gerekiyor',
    pushBody: 'Bir talep uzmanı {ref} numaralı talep için sizden bilgi bekliyor.',
  },
  payoutSent: {
    subject: '{ref} numaralı talebinizin tazminatı yolda',
    heading: 'Ödemenizi yaptık',
    amount: 'Gönderilen tutar: {net}.',
    lines: ['Bankanıza bağlı olarak hesabınıza ulaşması birkaç iş günü sürebilir.'],
    pushTitle: 'Ödeme gönderildi',
    pushBody: '{ref} numaralı talebinizin tazminatı yolda.',
  },
  syncRefused: {
    subject: '{ref} numaralı talebinizin bir kısmı ulaşmadı',
    heading: 'Talebinizde ilgilenmeniz gereken bir şey var',
    lines: [
      'Cihazınız gönderdiğinde sunucumuz talebinizin bir kısmını (örneğin bir belgeyi) kabul edemedi. Neyi değiştirmeniz gerektiğini görmek için talebi açın.',
    ],
    pushTitle: 'Talep ilgi bekliyor',
    pushBody: '{ref} numaralı talebin bir kısmı ulaşmadı. Düzeltmek için açın.',
  },
  signatureRequested: {
    subject: '{ref} numaralı talep için imzanız gerekiyor',
    heading: 'Lütfen uçuş talebinizi imzalayın',
    lines: ['Bir yol arkadaşınız sizi de içeren bir talep oluşturdu. Vekâletnameyi okumak ve imzalamak için açın.'],
    action: 'Talebi açın',
    pushTitle: 'İmza gerekiyor',
    pushBody: '{ref} numaralı talep için imzanız gerekiyor.',
  },
  footer: 'Bu iletiyi Flightclaim üzerinden bir uçuş talebi oluşturduğunuz için alıyorsunuz. Hangi iletilerin size ulaşacağını profilinizden seçin: ',
  settings: 'Bildirim ayarları',
};
