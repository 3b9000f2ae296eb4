// One rule for the device and the server's e-mails: src/domain/claim/reference.ts.
export { claimReference } from '../../domain/claim/reference.ts';
