// The whole database schema (drizzle-kit reads this file). Identity tables belong to the
// identity provider; claims tables to the product API.
export * from './identity.ts';
export * from './claims.ts';
export * from './expenses.ts';
export * from './backoffice.ts';
export * from './notifications.ts';
export * from './mandate.ts';
export * from './desk.ts';
export * from './airline-messages.ts';
export * from './airline-corrections.ts';
export * from './money.ts';
export * from './payout-runs.ts';
export * from './partners.ts';
export * from './body-answers.ts';
export * from './residence.ts';
