// src/domain/airlines: the curated carrier table (IATA code → licensing state, with a source per
// entry) and its look-up. Small enough to ship in any chunk.
export { AIRLINES, type Airline } from './airlines.ts';
export { findAirline } from './directory.ts';
export {
  airlineClaimChannel,
  preferredChannel,
  secondCopyLanguage,
  SECOND_COPY_LANGUAGES,
  type AirlineClaimChannel,
  type ClaimChannelCorrection,
  type SecondCopyLanguage,
} from './claim-channel.ts';
export {
  CLAIM_CHANNELS,
  NOT_KNOWN_YET,
  type AdrScheme,
  type ClaimChannel,
  type ClaimChannelKind,
  type ClaimChannelRow,
  type NotKnownYet,
} from './claim-channels.ts';
