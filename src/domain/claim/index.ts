// The claim model shared by app, service worker and server: statuses and their machine, the
// wire contract of the API, and validation with the spec's messages.
export * from './status.ts';
export * from './wire.ts';
export * from './validation.ts';
// The facts mapping only; eligibility.ts loads the rules engine and is imported on its own.
export * from './wire-to-journey.ts';
export * from './fact-limits.ts';
export * from './image-size.ts';
export * from './expense.ts';
export * from './fact-rules.ts';
