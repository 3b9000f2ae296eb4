// The airline claims directory in the back office's API: an airline's claim channel as read, and
// an admin's correction as sent (the shapes; the rules are src/domain/airlines/correction-check.ts).
import { Type, type Static } from 'typebox';
import { MAX_ADDRESS, MAX_SOURCE } from '../../../domain/airlines/correction-check.ts';
import type { AirlineClaimChannel } from '../../../domain/airlines/index.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const NotKnownYet = Type.Literal('not-known-yet');
const Kind = Type.Union([Type.Literal('email'), Type.Literal('web-form'), Type.Literal('post')]);
const Language = Type.String({ maxLength: 8, description: 'ISO 639-1 code, e.g. en' });
const Adr = Type.Object({ name: Type.String({ maxLength: 200 }), url: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });

const Channel = Type.Object(
  {
    kind: Kind,
    address: Type.Optional(Type.String({ maxLength: MAX_ADDRESS + 1, description: 'The e-mail address (email) or the postal address (post)' })),
    url: Type.Optional(Type.String({ maxLength: 2000, description: 'The web form (web-form)' })),
    languages: Type.Array(Language, { maxItems: 10 }),
  },
  { additionalProperties: false },
);

export const IataParams = Type.Object({ iata: Type.String({ pattern: '^[A-Za-z0-9]{2}$', description: 'IATA airline designator' }) });

export const ClaimChannelWire = Type.Object({
  channels: Type.Array(Channel, { description: 'Empty: not known yet' }),
  languages: Type.Array(Type.String()),
  direct_first: Type.Union([Type.Boolean(), NotKnownYet], { description: "The airline's terms make the passenger claim directly first" }),
  adr: Nullable(Type.Union([Adr, NotKnownYet])),
  source: Type.String(),
  checked_on: Type.String({ description: 'YYYY-MM-DD' }),
  corrected_by: Nullable(Type.String({ description: 'The admin whose correction replaced the shipped entry (checked_on is that day)' })),
});

export const AirlineEntry = Type.Object({
  iata: Type.String(),
  name: Type.String(),
  channel: Nullable(ClaimChannelWire),
});
export const AirlineEntryEnvelope = Type.Object({ data: AirlineEntry });
export const AirlineListEnvelope = Type.Object({ data: Type.Array(AirlineEntry) });

export const CorrectionBody = Type.Object(
  {
    channels: Type.Array(Channel, { maxItems: 6 }),
    languages: Type.Optional(Type.Array(Language, { maxItems: 10 })),
    direct_first: Type.Optional(Type.Union([Type.Boolean(), NotKnownYet])),
    adr: Type.Optional(Type.Union([Adr, NotKnownYet])),
    source: Type.String({ maxLength: MAX_SOURCE + 1, description: 'Where you checked it (a page, a letter from the airline)' }),
  },
  { additionalProperties: false },
);
export type CorrectionBody = Static<typeof CorrectionBody>;

export function toClaimChannelWire(entry: AirlineClaimChannel): Static<typeof ClaimChannelWire> {
  return {
    channels: entry.channels.map((c) => ({
      kind: c.kind,
      ...(c.address ? { address: c.address } : {}),
      ...(c.url ? { url: c.url } : {}),
      languages: [...c.languages],
    })),
    languages: [...entry.languages],
    direct_first: entry.directFirst,
    adr: entry.adr ?? null,
    source: entry.source,
    checked_on: entry.checkedOn,
    corrected_by: entry.correctedBy ?? null,
  };
}
