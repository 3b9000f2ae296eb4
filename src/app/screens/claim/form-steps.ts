// The steps with form fields, as one chunk (see lazy-steps.tsx).
export { FlightStep } from './step-flight.tsx';
export { PassengerStep } from './step-passengers.tsx';
