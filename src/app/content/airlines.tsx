import { useMemo, useState } from 'react';
import { Table, Text, TextInput } from '@mantine/core';
import { ContentPage, ExternalLink, InternalLink, StartClaimCta } from './content-page.tsx';
import { sortAirlines } from './airlines-directory.ts';
import { rich } from '../i18n/rich.tsx';
import { Ltr } from '../i18n/ltr.tsx';
import { currentLocale, t } from '../i18n/t.ts';

const SORTED = sortAirlines();

/** The directory's English country names as ISO regions, so other languages name them through Intl. */
const REGIONS: Record<string, readonly string[]> = {
  Austria: ['AT'],
  Azerbaijan: ['AZ'],
  Bahrain: ['BH'],
  Belgium: ['BE'],
  Croatia: ['HR'],
  'Denmark, Norway and Sweden': ['DK', 'NO', 'SE'],
  Egypt: ['EG'],
  Ethiopia: ['ET'],
  Finland: ['FI'],
  France: ['FR'],
  Germany: ['DE'],
  Greece: ['GR'],
  'Hong Kong': ['HK'],
  Hungary: ['HU'],
  Iceland: ['IS'],
  India: ['IN'],
  Iran: ['IR'],
  Ireland: ['IE'],
  Israel: ['IL'],
  Italy: ['IT'],
  Jordan: ['JO'],
  Kuwait: ['KW'],
  Latvia: ['LV'],
  Lebanon: ['LB'],
  Morocco: ['MA'],
  Netherlands: ['NL'],
  Norway: ['NO'],
  Oman: ['OM'],
  Pakistan: ['PK'],
  Poland: ['PL'],
  Portugal: ['PT'],
  Qatar: ['QA'],
  'Saudi Arabia': ['SA'],
  Singapore: ['SG'],
  Spain: ['ES'],
  Switzerland: ['CH'],
  Turkey: ['TR'],
  'United Arab Emirates': ['AE'],
  'United Kingdom': ['GB'],
  'United States': ['US'],
};

/** A country in the page's language (English keeps the directory's own words). */
function countryName(country: string): string {
  const locale = currentLocale();
  const regions = REGIONS[country];
  if (locale === 'en' || !regions) return country;
  const names = new Intl.DisplayNames(locale, { type: 'region' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(regions.map((code) => names.of(code) ?? code));
}

export default function AirlinesPage() {
  const [query, setQuery] = useState('');
  const airlines = useMemo(() => SORTED.map((a) => ({ ...a, countryName: countryName(a.country) })), []);
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    if (!q) return airlines;
    return airlines.filter((a) => `${a.name} ${a.iata} ${a.country} ${a.countryName}`.toLocaleLowerCase().includes(q));
  }, [query, airlines]);

  return (
    <ContentPage
      title={t('Airlines')}
      lead={rich(
        t(
          'We handle claims against airlines flying to and from Europe, the UAE and the Middle East, Turkey, Iran and the major hubs. Below are {count} of them with links to their official websites. If your airline is not listed, you can still {link}.',
          {
            count: SORTED.length,
          },
        ),
        { link: <InternalLink to="/claim">{t('start a claim')}</InternalLink> },
      )}
    >
      <TextInput
        label={t('Filter airlines')}
        description={t('By name, IATA code or country')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('Showing {shown} of {total} airlines', { shown: shown.length, total: SORTED.length })}
      </Text>
      <Table.ScrollContainer minWidth={340} type="native" tabIndex={0} role="region" aria-label={t('Airline directory')}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Caption c="gray.7">{t('Airlines, sorted by name, with IATA code and home country')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Airline')}</Table.Th>
              <Table.Th scope="col">IATA</Table.Th>
              <Table.Th scope="col">{t('Country')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((a) => (
              <Table.Tr key={a.iata}>
                <Table.Th scope="row" fw={500}>
                  <ExternalLink href={a.website}>
                    <Ltr>{a.name}</Ltr>
                  </ExternalLink>
                </Table.Th>
                <Table.Td>
                  <abbr title={t('IATA code of {airline}', { airline: a.name })} style={{ textDecoration: 'none' }}>
                    <Ltr>{a.iata}</Ltr>
                  </abbr>
                </Table.Td>
                <Table.Td>{a.countryName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="gray.7">
        {t("Links open the airline's own website in a new tab. We are not affiliated with these airlines; their names are shown only to help you find them.")}
      </Text>
      <StartClaimCta />
    </ContentPage>
  );
}
