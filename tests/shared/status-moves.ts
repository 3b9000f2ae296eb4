// The product's status machine (src/domain/claim/status.ts), restated by hand for the tests that
// check it: every move that exists, and whose it is; any other pair is illegal.
export const STATUS_MOVES: Readonly<Record<string, 'passenger' | 'agent'>> = {
  'draft>submitted': 'passenger',
  'submitted>draft': 'passenger',
  'submitted>processing': 'agent',
  'submitted>rejected': 'agent',
  'processing>approved': 'agent',
  'processing>rejected': 'agent',
  'approved>paid': 'agent',
};
