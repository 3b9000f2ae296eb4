// What the back office's money screens (statements, invoices, payouts) share: a table that scrolls
// sideways on a phone under its column headings, the page's error and note, and the upload of a
// bank file (XML) with its button. Words come in translated (the screens' catalogue).
import { Alert, Button, FileInput, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled table; `minWidth` makes it scroll sideways below that width. */
export function MoneyTable(props: { label: string; headers: ReactNode[]; minWidth?: number; striped?: boolean; children: ReactNode }) {
  const table = (
    <Table aria-label={props.label} striped={props.striped}>
      <Table.Thead>
        <Table.Tr>
          {props.headers.map((header, i) => (
            <Table.Th key={i}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{props.children}</Table.Tbody>
    </Table>
  );
  // The scrolling region is named as its table, in the page's language (the theme's default name is English).
  return props.minWidth ? (
    <Table.ScrollContainer minWidth={props.minWidth} aria-label={props.label}>
      {table}
    </Table.ScrollContainer>
  ) : (
    table
  );
}

/** The page's refusal (an alert) and what was done (a status). */
export function PageNotes({ error, errorTitle, note }: { error: string | null; errorTitle?: string; note: string | null }) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert" title={errorTitle}>
          {error}
        </Alert>
      ) : null}
      {note ? (
        <Alert color="green" role="status">
          {note}
        </Alert>
      ) : null}
    </>
  );
}

interface XmlUploadProps {
  label: string;
  button: string;
  file: File | null;
  onFile: (file: File | null) => void;
  busy: boolean;
  onSend: () => void;
}

/** A bank file (XML) to choose and the button that sends it, loading while it goes. */
export function XmlUpload({ label, button, file, onFile, busy, onSend }: XmlUploadProps) {
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <FileInput label={label} accept=".xml,application/xml,text/xml" value={file} onChange={onFile} clearable w={320} maw="100%" />
      <Button onClick={onSend} disabled={!file} loading={busy}>
        {button}
      </Button>
    </Group>
  );
}
