// A flight the Montreal Convention alone covers, for the claim page's tests: plain data, checked
// with checkEligibility like the wizard's answer.

/** EK 45 Dubai → Frankfurt, 5 hours late: an Emirates flight from outside the EU, so no EC 261, Montreal 1999 alone. */
export const ek45 = {
  flight_number: 'EK45',
  date: '2025-03-01',
  departure_airport: 'DXB',
  arrival_airport: 'FRA',
  operating_carrier: 'EK',
  disruption_type: 'delayed' as const,
  arrival_delay_minutes: 300,
};
