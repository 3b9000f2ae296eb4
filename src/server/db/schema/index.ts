// The whole database schema (drizzle-kit reads this file). Identity tables belong to the
// identity provider; claims tables to the product API.
export * from './identity.ts';
export * from './claims.ts';
export * from './mandate.ts';
