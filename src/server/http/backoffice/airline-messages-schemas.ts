// The airline's messages on a claim as the back office's API shows them (`airline_messages`).
import { Type } from 'typebox';
import { Uuid } from '../claims-schemas.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AirlineMessageFile = Type.Object({
  position: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  stored: Type.Boolean({ description: 'False when the file was refused (then it was never stored)' }),
  refused: Nullable(Type.String({ description: 'The problem code it was refused with: file-too-large, unsupported-file-type, document-unsafe …' })),
  refused_detail: Nullable(Type.String()),
});

export const AirlineMessage = Type.Object({
  id: Type.String(),
  via: Type.Union([Type.Literal('email'), Type.Literal('upload')]),
  from: Nullable(Type.String()),
  subject: Nullable(Type.String()),
  body: Type.String({ description: 'Plain text only: the HTML of a mail is never kept' }),
  note: Nullable(Type.String()),
  uploaded_by: Nullable(Type.String()),
  received_at: Type.String(),
  files: Type.Array(AirlineMessageFile),
});

export const AirlineMessageEnvelope = Type.Object({ data: AirlineMessage });
export const AirlineMessageFileParams = Type.Object({ id: Uuid, messageId: Uuid, position: Type.String({ pattern: '^[0-9]{1,2}$' }) });
