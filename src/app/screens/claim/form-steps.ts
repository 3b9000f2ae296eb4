// The steps with form fields, as one chunk (see lazy-steps.tsx).
export { FlightStep } from './steps/step-flight.tsx';
export { PassengerStep } from './steps/step-passengers.tsx';
