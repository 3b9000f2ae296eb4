// Builders for test journeys; not a test file.
import type { JourneyFacts, Leg } from '../../../src/domain/compensation/index.ts';

export const leg = (from: string, to: string, operatingCarrier: string, departureDate?: string): Leg => ({
  from,
  to,
  operatingCarrier,
  ...(departureDate ? { departureDate } : {}),
});

export const delayed = (legs: Leg[], arrivalDelayMinutes: number | undefined, extra: Partial<JourneyFacts> = {}): JourneyFacts => ({
  legs,
  disruption: 'delayed',
  ...(arrivalDelayMinutes === undefined ? {} : { arrivalDelayMinutes }),
  ...extra,
});

export const cancelled = (
  legs: Leg[],
  noticeDays: number,
  reroute?: { departedEarlierMinutes: number; arrivedLaterMinutes: number },
  extra: Partial<JourneyFacts> = {},
): JourneyFacts => ({
  legs,
  disruption: 'cancelled',
  cancellation: { noticeDays, ...(reroute ? { reroute } : {}) },
  ...extra,
});

export const deniedBoarding = (legs: Leg[], extra: Partial<JourneyFacts> = {}): JourneyFacts => ({
  legs,
  disruption: 'denied-boarding',
  ...extra,
});
