import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import { linkedSentence, type ContentSection } from '../content-page.tsx';
import { rightsPage } from './rights-page.tsx';

const sections = (): readonly ContentSection[] => [
  {
    heading: t('Airport or airline: who is responsible'),
    table: {
      caption: t('Who handles what'),
      head: [t('Matter'), t('Responsible')],
      rows: [
        [t('Compensation, refunds and rebooking for delays, cancellations and denied boarding'), t('The operating airline')],
        [t('Meals, phone calls and hotels during a delay (Art. 9)'), t('The operating airline')],
        [t('Checked baggage, including delays, damage and loss'), t('The airline, even when a handling company loads the bags')],
        [t('Assistance for passengers with reduced mobility in the terminal (Reg. 1107/2006)'), t('The airport managing body')],
        [t('Terminal facilities, information screens, lost property in the terminal'), t('The airport')],
        [t('Security screening'), t('The airport or a state authority, depending on the country')],
      ],
    },
  },
  {
    heading: t('Airport problems and your compensation'),
    paragraphs: [
      t(
        'Airports do not pay EC 261 compensation. When a disruption starts at the airport, the airline may argue extraordinary circumstances: a runway closed by a fuel spill (Moens, C-159/18), air traffic control restrictions, airport staff strikes or a shortage of the airport operator\u2019s own baggage-loading staff (C-405/23) can qualify. The airline must still show it took all reasonable measures, and its duty of care continues.',
      ),
    ],
  },
  {
    heading: t('Help for passengers with reduced mobility'),
    paragraphs: [
      linkedSentence(
        t(
          'EU airports must provide free assistance from the designated meeting point to the aircraft and from the aircraft to the exit. Request it at least {hours} hours before departure. See {link}.',
          { hours: CONSTANTS.assistanceNoticeHours },
        ),
        '/rights/disabilities',
        t('passengers with disabilities'),
      ),
    ],
  },
  {
    heading: t('Where to complain'),
    bullets: [
      t('Delay, cancellation, denied boarding or baggage: the operating airline, in writing.'),
      t('Facilities, assistance or treatment in the terminal: the airport\u2019s customer service, in writing.'),
      t(
        'If you get no satisfactory answer: the national enforcement body of the country where it happened (EC 261 Art. 16), for example the Civil Aviation Authority in the UK or the Directorate General of Civil Aviation in Turkey.',
      ),
    ],
  },
];

export default rightsPage('/rights/airports', sections, () =>
  t('Most passenger rights are owed by the airline, not the airport. Here is what the airport is responsible for and where to complain.'),
);
