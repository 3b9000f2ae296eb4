// The airline case on the claim screen (issue #34): its stage, the legal clock (the next date due,
// flagged when overdue), the letters we sent (downloaded, never rendered), what the airline
// answered and the follow-up, and the desk's actions: send the letter, file it by hand from the
// filing pack, record the airline's answer. A refused action says why (the problem's code and the
// server's detail). In the agent's language (catalogue area 'backoffice').
import { Alert, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatFlightDate, formatTimestamp } from '../components/claim-format.ts';
import { saveAs } from '../components/save-file.ts';
import { SectionCard } from '../components/section-card.tsx';
import { t } from '../i18n/t.ts';
import { AirlineAnswerForm, type AnswerSubmission } from './airline-answer-form.tsx';
import { AirlineAnswers } from './airline-case-answers.tsx';
import { caseOf, deskAct, type AirlineCase, type CaseLetter, type DeskAction } from './airline-case-api.ts';
import { CHANNEL_LABELS, DUE_LABELS, STAGE_LABELS, deskProblem, letterLabel } from './airline-case-words.ts';
import { AirlineFilingPack } from './airline-filing-pack.tsx';
import { documentBlob, type BackofficeClaim } from './api.ts';

type Notice = { tone: 'red' | 'green'; title: string; detail: string; code: string | null };
const ANSWERABLE = ['sent', 'reminded', 'answered', 'escalated', 'in-court'];

export function AirlineCasePanel({
  detail,
  onChange,
  reload,
}: {
  detail: BackofficeClaim;
  onChange: (d: BackofficeClaim) => void;
  reload: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const c = caseOf(detail);
  const status = detail.claim.status;

  const run = async (body: DeskAction, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      onChange(await deskAct(detail.claim.id, detail.version, body));
      setNotice({ tone: 'green', title: done, detail: '', code: null });
      return true;
    } catch (failure) {
      const problem = deskProblem(failure);
      setNotice({ tone: 'red', ...problem });
      if (problem.code === 'version-conflict') await reload();
      return false;
    } finally {
      setBusy(false);
    }
  };
  const download = async (letter: CaseLetter) => {
    try {
      saveAs(await documentBlob(detail.claim.id, `letters/${letter.id}`), `${letter.kind}-${letter.language}.pdf`);
    } catch (failure) {
      setNotice({ tone: 'red', ...deskProblem(failure) });
    }
  };
  const canSend = (status === 'submitted' || status === 'processing') && (!c || (c.stage === 'preparing' && c.letters.length === 0));

  return (
    <SectionCard titleSize="h3" title={t('Airline case')}>
      <Stack gap="md">
        {notice && (
          <Alert color={notice.tone} title={notice.title} role={notice.tone === 'red' ? 'alert' : 'status'}>
            {notice.detail}
            {notice.code && (
              <Text size="xs" c="gray.7" mt={4}>
                {t('Code:')} <span dir="ltr">{notice.code}</span>
              </Text>
            )}
          </Alert>
        )}
        {c ? <CaseFacts c={c} /> : <Text>{t('Not sent to the airline yet.')}</Text>}
        {canSend && (
          <Group>
            <Button loading={busy} onClick={() => void run({ action: 'send-to-airline' }, t('The letter went to the airline'))}>
              {t('Send the letter to the airline')}
            </Button>
          </Group>
        )}
        {c?.filing_pack && (
          <AirlineFilingPack
            pack={c.filing_pack}
            letters={c.letters}
            reference={c.airline_reference}
            busy={busy}
            onDownload={(letter) => void download(letter)}
            onFiled={(airline_reference) => run({ action: 'record-filed', airline_reference }, t('Recorded as filed'))}
          />
        )}
        {c && c.letters.length > 0 && <Letters letters={c.letters} onDownload={(letter) => void download(letter)} />}
        {c && c.airline_answers.length > 0 && <AirlineAnswers answers={c.airline_answers} />}
        {c && ANSWERABLE.includes(c.stage) && (
          <AirlineAnswerForm
            currency={detail.claim.compensation?.currency ?? 'EUR'}
            reference={c.airline_reference}
            busy={busy}
            onSubmit={(s: AnswerSubmission) => run({ action: 'record-airline-answer', ...s }, t('The airline’s answer is recorded'))}
          />
        )}
      </Stack>
    </SectionCard>
  );
}

function CaseFacts({ c }: { c: AirlineCase }) {
  const rows: [string, ReactNode][] = [
    [t('Stage'), <Text fw={700}>{t(STAGE_LABELS[c.stage])}</Text>],
    [t('Airline'), <span dir="ltr">{c.airline ?? '—'}</span>],
    [t('Channel'), c.channel ? t(CHANNEL_LABELS[c.channel]) : '—'],
    [
      t('Sent to'),
      <span dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {c.sent_to ?? '—'}
      </span>,
    ],
    [t('Sent on'), c.sent_at ? formatTimestamp(c.sent_at) : t('Not sent yet')],
    [t('The airline’s case number'), <span dir="ltr">{c.airline_reference ?? '—'}</span>],
  ];
  return (
    <Stack gap="xs">
      {c.blocked && (
        <Alert color="yellow" role="status" title={t('The letter cannot go yet')}>
          {c.blocked === 'airline-unknown'
            ? t('The claim names no airline in our claims directory. An admin can add it under Airlines.')
            : t('We know no way to send this airline a claim yet. An admin can add one under Airlines.')}
        </Alert>
      )}
      <NextDue c={c} />
      <Table variant="vertical" withRowBorders={false}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={170}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function NextDue({ c }: { c: AirlineCase }) {
  if (!c.next_due) return <Text>{t('Nothing is due on this case.')}</Text>;
  const { what, at, overdue } = c.next_due;
  return (
    <Group gap="xs" role="group" aria-label={t('Next date')}>
      <Text>
        {t('Next:')} <strong>{t(DUE_LABELS[what])}</strong> {t('by {date}', { date: formatFlightDate(at) })}
      </Text>
      {overdue && (
        <Badge color="red" variant="filled">
          {t('Overdue')}
        </Badge>
      )}
    </Group>
  );
}

function Letters({ letters, onDownload }: { letters: CaseLetter[]; onDownload: (letter: CaseLetter) => void }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table captionSide="top">
        <Table.Caption>{t('Letters sent to the airline')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Letter')}</Table.Th>
            <Table.Th>{t('Sent')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('File')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {letters.map((letter) => (
            <Table.Tr key={letter.id}>
              <Table.Td>
                {letterLabel(letter.kind)} <span dir="ltr">({letter.language})</span>
              </Table.Td>
              <Table.Td>{letter.sent_at ? formatTimestamp(letter.sent_at) : letter.channel === 'email' ? t('In the mail queue') : t('Not sent yet')}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => onDownload(letter)}
                  aria-label={t('Download {letter}', { letter: letterLabel(letter.kind) })}
                >
                  {t('Download')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
