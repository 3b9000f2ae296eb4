// TypeBox schemas of the payout runs API (/api/backoffice/payout-runs…).
import { Type } from 'typebox';
import { Uuid } from '../claims-schemas.ts';

const IsoDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217' });

export const RunParams = Type.Object({ id: Uuid });

const Rate = Type.Object(
  {
    from: Currency,
    to: Currency,
    rate: Type.String({ maxLength: 20, description: 'Units of `to` for one `from`, decimal text (3.9512)' }),
    date: IsoDate,
  },
  { additionalProperties: false },
);

export const CreateRunBody = Type.Object(
  {
    claim_ids: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: 500, description: 'The claims to pay; without it, every ready approved claim' })),
    execution_date: IsoDate,
    rates: Type.Optional(Type.Array(Rate, { maxItems: 50 })),
  },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object(
  {
    pain002: Type.Optional(Type.String({ minLength: 1, maxLength: 900_000, description: "The bank's execution report (ISO 20022 pain.002) as XML" })),
    value_date: Type.Optional(IsoDate),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 35, pattern: '^[^\\u0000-\\u001f\\u007f]*$', description: "The bank's reference" })),
  },
  { additionalProperties: false },
);

export const DataEnvelope = Type.Object({ data: Type.Unknown() });
