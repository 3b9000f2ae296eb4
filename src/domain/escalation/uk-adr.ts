// UK261 complaints go to the Alternative Dispute Resolution scheme the airline has joined (the
// Alternative Dispute Resolution for Consumer Disputes Regulations 2015, and the CAA's approval of
// AviationADR and CEDR's Aviation Adjudication Scheme); an airline in neither is handled by the
// CAA's Passenger Advice and Complaints Team (PACT). Both take a complaint after the airline's
// final answer ("deadlock") or eight weeks without one.

export const UK_ADR_SOURCE =
  'CAA, Alternative Dispute Resolution: approved ADR bodies and the airlines in each, ' +
  'https://www.caa.co.uk/passengers-and-public/resolving-travel-problems/';

export type UkAdrScheme = 'AviationADR' | 'CEDR';

// Operating carriers by IATA code. Membership changes; confirm on the CAA page before filing.
export const UK_ADR_MEMBERSHIP: Readonly<Record<string, UkAdrScheme>> = {
  BA: 'CEDR',
  VS: 'CEDR',
  U2: 'CEDR',
  FR: 'AviationADR',
  W9: 'AviationADR',
  LM: 'AviationADR',
  BY: 'AviationADR',
};

export const UK_ADR_BODIES: Readonly<Record<UkAdrScheme | 'PACT', { name: string; complaintsUrl: string }>> = {
  AviationADR: { name: 'AviationADR', complaintsUrl: 'https://www.aviationadr.org.uk' },
  CEDR: { name: 'CEDR Aviation Adjudication Scheme', complaintsUrl: 'https://www.cedr.com/consumer/aviation/' },
  PACT: {
    name: 'Civil Aviation Authority, Passenger Advice and Complaints Team (PACT)',
    complaintsUrl: 'https://www.caa.co.uk/passengers-and-public/resolving-travel-problems/',
  },
};

/** Days after the complaint to the airline before ADR or PACT takes the case. */
export const UK_WAITING_DAYS = 56;
