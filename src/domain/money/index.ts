// Money: minor units, our fee and its VAT, conversion to AED, airline payments and bank statements.
export * from './minor-units.ts';
export * from './fee.ts';
export * from './vat.ts';
export * from './conversion.ts';
export * from './airline-payment.ts';
export * from './camt053.ts';
export * from './invoice.ts';
export * from './invoice-words.ts';
export * from './invoice-html.ts';
