// The create payload's rules beyond its schema, with the spec's messages (§5): names and
// e-mails of every passenger (a minor's is optional), the flight number and date when given, leg indexes in range,
// and the facts of money beyond the fixed sum (times of day, ticket price, baggage, original cause: fact-rules.ts).
import {
  flightDateProblem,
  isValidFlightNumber,
  isValidIsoDate,
  latestToday,
  MESSAGES,
  moneyFactProblems,
  validatePerson,
  type PersonInput,
} from '../../domain/claim/index.ts';
import type { ClaimCreateBody } from './claims-schemas.ts';
import { invalid, type FieldError } from './problem.ts';

const PERSON_FIELDS = { firstName: 'first_name', lastName: 'last_name', email: 'email' } as const;

function personErrors(prefix: string, person: { first_name: string; last_name: string; email: string; minor?: boolean }): FieldError[] {
  const input: PersonInput = { firstName: person.first_name, lastName: person.last_name, email: person.email, minor: person.minor === true };
  return Object.entries(validatePerson(input)).map(([key, message]) => ({
    field: `${prefix}.${PERSON_FIELDS[key as keyof typeof PERSON_FIELDS]}`,
    message: message!,
  }));
}

export function validateClaimCreate(body: ClaimCreateBody): void {
  const errors: FieldError[] = [...personErrors('passenger', body.passenger)];
  (body.additional_passengers ?? []).forEach((p, i) => errors.push(...personErrors(`additional_passengers.${i}`, p)));
  const { flight } = body;
  if (flight.flight_number !== undefined && flight.flight_number.trim() !== '' && !isValidFlightNumber(flight.flight_number)) {
    errors.push({ field: 'flight.flight_number', message: MESSAGES.flightNumberInvalid });
  }
  if (flight.departure_date !== undefined && !isValidIsoDate(flight.departure_date)) {
    errors.push({ field: 'flight.departure_date', message: 'Please enter the date as YYYY-MM-DD' });
  } else if (flight.departure_date !== undefined) {
    const notYet = flightDateProblem(flight.disruption_type, flight.departure_date, latestToday());
    if (notYet) errors.push({ field: 'flight.departure_date', message: notYet });
  }
  (flight.legs ?? []).forEach((leg, i) => {
    if (leg.departure_date !== undefined && !isValidIsoDate(leg.departure_date)) {
      errors.push({ field: `flight.legs.${i}.departure_date`, message: 'Please enter the date as YYYY-MM-DD' });
    }
  });
  if (flight.disrupted_leg_index !== undefined && flight.disrupted_leg_index >= Math.max(flight.legs?.length ?? 1, 1)) {
    errors.push({ field: 'flight.disrupted_leg_index', message: 'The disrupted flight must be one of the flights listed' });
  }
  for (const problem of moneyFactProblems(flight, latestToday())) errors.push({ field: `flight.${problem.field}`, message: problem.message });
  if (errors.length > 0) throw invalid(errors);
}
