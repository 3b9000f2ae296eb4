// Rules the device and the server both check, from src/domain (validation.ts): the server gives
// the same verdict and the same message as the wizard. Flight numbers as printed on boarding
// passes, flights that have not happened yet, over-long names.
import { describe, expect, it } from 'vitest';
import { latestToday, MESSAGES } from '../../src/domain/claim/index.ts';
import { claimPayload, newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;

const t = useTestApp(async () => {
  ada = await newCaller(t.app);
});

const create = (flight: object, passenger: object = {}) => {
  const base = claimPayload();
  return t.app.inject({
    method: 'POST',
    url: '/api/claims',
    headers: ada.headers,
    payload: { ...base, flight: { ...base.flight, ...flight }, passenger: { ...base.passenger, ...passenger } },
  });
};
const check = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flights/check-delay',
    headers: ada.headers,
    payload: { flight_number: 'LH400', departure_airport: 'FRA', arrival_airport: 'JFK', arrival_delay_minutes: 300, ...payload },
  });
const tomorrow = () => {
  const d = new Date(`${latestToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe('flight numbers', () => {
  it('accepts one as printed on a boarding pass (EK 59, ek059)', async () => {
    expect((await create({ flight_number: 'EK 59' })).statusCode).toBe(201);
    expect((await create({ flight_number: 'ek059' })).statusCode).toBe(201);
  });

  it.each(['HELLO', '123', 'E'])('refuses %s with the spec message', async (flightNumber) => {
    const res = await create({ flight_number: flightNumber });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: 'flight.flight_number', message: MESSAGES.flightNumberInvalid });
  });
});

describe('a flight that has not happened yet', () => {
  it('refuses a delay or denied boarding in the future, on create and on check', async () => {
    const res = await create({ departure_date: '2099-03-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: 'flight.departure_date', message: MESSAGES.delayNotArrived });
    const denied = await create({ disruption_type: 'denied', departure_date: tomorrow() });
    expect(denied.json().errors).toContainEqual({ field: 'flight.departure_date', message: MESSAGES.deniedNotHappened });
    const checked = await check({ date: '2099-03-01', disruption_type: 'delayed' });
    expect(checked.statusCode).toBe(422);
    expect(checked.json().errors).toContainEqual({ field: 'date', message: MESSAGES.delayNotArrived });
  });

  it('accepts a cancellation announced before the flight', async () => {
    expect((await create({ disruption_type: 'cancelled', departure_date: tomorrow(), notice_days: 3 })).statusCode).toBe(201);
  });
});

describe('names', () => {
  it('refuses a 150-character last name with the message the wizard shows, naming the field', async () => {
    const res = await create({}, { last_name: 'x'.repeat(150) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: 'passenger.last_name', message: MESSAGES.nameTooLong });
  });
});
