// What the passenger reads about their case's next step: id → English template. The app renders the
// same ids in ar, fa and tr through its catalogues.
export const DESK_MESSAGES = {
  'desk.next.preparing': 'We are preparing your letter to {airline}. It goes out by {by}.',
  'desk.next.sent': '{airline} must answer by {by}. If it does not, we take your claim to {body} on {escalateOn}.',
  'desk.next.promised-payment': '{airline} promised to pay {amount} by {by}. If it does not, we take your claim to {body} on {escalateOn}.',
  'desk.next.offer': '{airline} offers {amount}. Tell us by {by} whether you accept it.',
  'desk.next.voucher': '{airline} offers a voucher worth {amount} instead of money. Tell us by {by} whether you accept it.',
  'desk.next.rebut': '{airline} refused to pay. We answer it with the law by {by}.',
  'desk.next.send-documents': '{airline} asked for documents. We send them by {by}.',
  'desk.next.check': 'We are checking what {airline} answered, and tell you by {by}.',
  'desk.next.escalate': 'We take your claim to {body} on {by}.',
  'desk.next.escalated': '{body} is looking at your claim. We expect its answer by {by}.',
  'desk.next.in-court': 'Your claim is in court. We tell you as soon as there is news.',
  'desk.next.settled': 'Your case with {airline} is closed.',
  'desk.body.neb': 'the enforcement body in {country}',
  'desk.body.neb-unknown': 'the national enforcement body',
  'desk.body.adr': '{name}',
  'desk.body.shgm': "Turkey's Directorate General of Civil Aviation (SHGM)",
  'desk.body.dot': 'the US Department of Transportation',
  'desk.body.court': 'court',
} as const;
