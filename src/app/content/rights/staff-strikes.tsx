import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import type { ContentSection } from '../content-page.tsx';
import { euAmountsText } from '../figures.ts';
import { rightsPage } from './rights-page.tsx';

const sections = (): readonly ContentSection[] => [
  {
    heading: t("Strikes by the airline's own staff"),
    paragraphs: [
      t(
        'A strike by the pilots, cabin crew or other employees of the airline operating your flight is not an extraordinary circumstance. Labour relations are part of an airline\u2019s normal business, and it can influence them, so compensation is due:',
      ),
    ],
    bullets: [
      t('Airhelp v SAS (C-28/20, 23 March 2021): a lawful strike of SAS pilots, called by their union over pay, did not free SAS from paying compensation.'),
      t(
        'Krüsemann (C-195/17, 17 April 2018): a "wildcat strike", with crew calling in sick en masse after a surprise restructuring announcement, was not extraordinary either.',
      ),
      t('Eurowings (C-613/20): a strike by staff of a subsidiary, in solidarity with a strike against the parent company, did not count as extraordinary.'),
    ],
  },
  {
    heading: t('Strikes by others'),
    paragraphs: [
      t(
        'Strikes by people who do not work for the airline are usually extraordinary circumstances, and then no compensation is due (Art. 5(3)). Examples are strikes by air traffic controllers, by airport security staff, or general strikes. Even then, the airline must show it took all reasonable measures to limit the disruption, and delays caused by its own poor planning after the strike may still be compensated.',
      ),
    ],
    table: {
      caption: t('Strikes and EC 261 compensation'),
      head: [t('Who was on strike'), t('Compensation usually due?')],
      rows: [
        [t('Pilots or cabin crew of the operating airline'), t('Yes')],
        [t('Other employees of the operating airline, including unofficial strikes'), t('Yes')],
        [t('Staff of a subsidiary flying for the airline, in solidarity'), t('Yes (C-613/20)')],
        [t('Air traffic controllers'), t('No, usually extraordinary')],
        [t('Airport operator or security staff'), t('No, usually extraordinary')],
        [t('Ground-handling company contracted by the airline'), t('Depends on the facts; ask us')],
      ],
    },
  },
  {
    heading: t('Your rights during any strike'),
    bullets: [
      t('Whoever is on strike, you keep the right to a refund or another flight (Art. 8) and to meals, phone calls and a hotel while you wait (Art. 9).'),
      t(
        'If the airline cancels your flight {days} days or more before departure because of a planned strike, no compensation is due, but you can still choose a refund or another flight.',
        { days: CONSTANTS.cancellationNoticeDays },
      ),
      t(
        'If your flight goes ahead but the airline gives your seat to passengers from flights cancelled by a strike, that is denied boarding and compensation is due (Finnair, C-22/11).',
      ),
    ],
  },
];

export default rightsPage('/rights/staff-strikes', sections, () =>
  t(
    "Airlines often cite strikes when they refuse to pay. Whether they must pay {amounts} per passenger depends on whose staff were on strike: the airline's own staff, or someone else's.",
    { amounts: euAmountsText() },
  ),
);
