// src/domain/boarding-pass: the IATA Bar Coded Boarding Pass (Resolution 792) read from the text
// of a scanned barcode, and the flight dates it implies (it carries no year).
export {
  BOARDING_PASS_MESSAGES,
  parseBoardingPass,
  type BoardingPass,
  type BoardingPassErrorCode,
  type BoardingPassLeg,
  type BoardingPassResult,
} from './bcbp.ts';
export { FUTURE_TOLERANCE_DAYS, inferFlightDate, mostRecentDayOfYear, type IssueDate } from './dates.ts';
export { parsePassengerName, titleCase, type PassengerName } from './name.ts';
