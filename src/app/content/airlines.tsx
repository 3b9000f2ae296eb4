import { useMemo, useState } from 'react';
import { Table, Text, TextInput } from '@mantine/core';
import { ContentPage, ExternalLink, InternalLink, StartClaimCta } from './content-page.tsx';
import { sortAirlines } from './airlines-directory.ts';

const SORTED = sortAirlines();

export default function AirlinesPage() {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return SORTED;
    return SORTED.filter((a) => `${a.name} ${a.iata} ${a.country}`.toLowerCase().includes(q));
  }, [query]);

  return (
    <ContentPage
      title="Airlines"
      lead={
        <>
          We handle claims against airlines flying to and from Europe, the UAE and the Middle East, Turkey, Iran and the
          major hubs. Below are {SORTED.length} of them with links to their official websites. If your airline is not
          listed, you can still <InternalLink to="/claim">start a claim</InternalLink>.
        </>
      }
    >
      <TextInput
        label="Filter airlines"
        description="By name, IATA code or country"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        Showing {shown.length} of {SORTED.length} airlines
      </Text>
      <Table.ScrollContainer minWidth={340} type="native" tabIndex={0} role="region" aria-label="Airline directory">
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Caption c="gray.7">Airlines, sorted by name, with IATA code and home country</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Airline</Table.Th>
              <Table.Th scope="col">IATA</Table.Th>
              <Table.Th scope="col">Country</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((a) => (
              <Table.Tr key={a.iata}>
                <Table.Th scope="row" fw={500}>
                  <ExternalLink href={a.website}>{a.name}</ExternalLink>
                </Table.Th>
                <Table.Td>
                  <abbr title={`IATA code of ${a.name}`} style={{ textDecoration: 'none' }}>
                    {a.iata}
                  </abbr>
                </Table.Td>
                <Table.Td>{a.country}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="gray.7">
        Links open the airline&apos;s own website in a new tab. We are not affiliated with these airlines; their names are
        shown only to help you find them.
      </Text>
      <StartClaimCta />
    </ContentPage>
  );
}
