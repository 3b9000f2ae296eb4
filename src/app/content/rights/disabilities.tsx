import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import type { ContentSection } from '../content-page.tsx';
import { MONTREAL, formatSdr } from '../figures.ts';
import { rightsPage } from './rights-page.tsx';

const notice = CONSTANTS.assistanceNoticeHours;

const sections = (): readonly ContentSection[] => [
  {
    heading: t('The right to fly'),
    paragraphs: [
      t(
        'Regulation (EC) No 1107/2006 applies at airports in the EU, whether you depart, change planes or arrive there, and its core rights also apply on flights into the EU operated by EU airlines. An airline, travel agent or tour operator may not refuse your booking or refuse to let you board because of a disability or reduced mobility (Art. 3). The only exceptions are safety requirements set by law, or an aircraft or its doors that physically cannot take you (Art. 4). The airline may then require that someone accompanies you, and must explain its reasons, in writing within five working days if you ask.',
      ),
    ],
  },
  {
    heading: t('Tell the airline at least {hours} hours ahead', { hours: notice }),
    paragraphs: [
      t(
        'Tell the airline, travel agent or tour operator what help you need at least {hours} hours before the published departure time (Art. 7(1)). They must pass the information to the airports and airlines involved (Art. 6). Then arrive at the airport, at the designated meeting point or at check-in, by the time the airline gives you.',
        { hours: notice },
      ),
      t('Without advance notice, the airport must still make all reasonable efforts to help you (Art. 7(2)).'),
    ],
  },
  {
    heading: t('Assistance at the airport and on board'),
    paragraphs: [
      t(
        'Assistance is free of charge. The airport is responsible on the ground (Art. 7 and Annex I), the airline on board (Art. 10 and Annex II). It includes:',
      ),
    ],
    bullets: [
      t('help from the designated point of arrival at the airport through check-in, security, passport control and boarding;'),
      t('help with connecting flights and, on arrival, to baggage reclaim and the exit;'),
      t('carriage of up to two pieces of mobility equipment, such as a wheelchair, free of charge;'),
      t('carriage of a recognised assistance dog in the cabin, subject to national rules;'),
      t('help on board to move to the toilets and essential information about the flight in accessible formats.'),
    ],
  },
  {
    heading: t('Damaged or lost mobility equipment'),
    paragraphs: [
      t(
        'If your wheelchair or other mobility equipment is damaged or lost, the airline must compensate you (Art. 12). Under the Montreal Convention, liability is capped at {cap} per passenger unless you make a special declaration of value at check-in; for expensive equipment, do so. Report the damage before you leave the airport and complain in writing within {days} days.',
        { cap: formatSdr(MONTREAL.baggageSdr), days: CONSTANTS.baggageDamageComplaintDays },
      ),
    ],
  },
  {
    heading: t('Delays and cancellations'),
    paragraphs: [
      t(
        'When a flight is delayed or cancelled, persons with reduced mobility and their companions must be given priority for meals, hotels and other care (EC 261 Art. 11). The usual compensation rules apply as for every passenger.',
      ),
    ],
  },
  {
    heading: t('Complaints'),
    paragraphs: [
      t(
        'Complain first to the airport or airline that provided (or failed to provide) the help. If that does not resolve it, go to the national enforcement body of the country where it happened (Art. 14 and 15). In the United States, the Air Carrier Access Act (14 CFR Part 382) gives similar protection.',
      ),
    ],
  },
];

export default rightsPage('/rights/disabilities', sections, () =>
  t(
    'Disabled passengers and passengers with reduced mobility have the right to fly on equal terms and to free assistance at EU airports and on board. Request assistance at least {hours} hours before departure.',
    { hours: notice },
  ),
);
