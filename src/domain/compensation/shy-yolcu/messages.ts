// What SHY-YOLCU's own rules say to the passenger (its scope and distance bands; the walk's
// sentences are EC 261's, ec261/messages.ts): each message id with its English template.
import { said, type MessageValues } from '../../text/message.ts';

export const SHY_YOLCU_MESSAGES = {
  'shy-yolcu.band.domestic': '{km} km within Turkey: domestic flights pay a flat amount.',
  'shy-yolcu.band.short': '{km} km: international, 1500 km or less.',
  'shy-yolcu.band.medium': '{km} km: international, 1500 to 3500 km.',
  'shy-yolcu.band.long': '{km} km: international, more than 3500 km.',
  'shy-yolcu.scope.departure': 'The journey departs from {city} ({iata}) in Turkey, so SHY-YOLCU applies whatever the airline.',
  'shy-yolcu.scope.via-turkey':
    'SHY-YOLCU does not apply: your booking runs from {from} to {to}, both outside Turkey, and a connection in {city} does not change that.',
  'shy-yolcu.scope.outside': 'SHY-YOLCU does not apply: the journey neither departs from nor arrives in Turkey.',
  'shy-yolcu.scope.non-turkish-carrier': 'SHY-YOLCU does not apply: flights into Turkey are covered only when a Turkish airline operates them.',
  'shy-yolcu.scope.benefits-received': 'SHY-YOLCU does not apply: you already received compensation and assistance in the country you departed from.',
  'shy-yolcu.scope.arrival': 'The journey arrives in Turkey on {airline}, a Turkish carrier, so SHY-YOLCU applies.',
} as const;

export type ShyYolcuMessageId = keyof typeof SHY_YOLCU_MESSAGES;

export const sayShyYolcu = (id: ShyYolcuMessageId, values?: MessageValues) => said(SHY_YOLCU_MESSAGES, id, values);
