// /sign?token=…: a co-passenger's page from the e-mailed link (or opened by the main passenger on
// the same device). It shows the mandate they sign and a signature pad; no account is needed, the
// token is the proof and travels in the request body. A used, expired or unknown link says so.
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { findMandateVersion, type MandateClaim, type MandateVersion } from '../../domain/mandate/index.ts';
import type { SignatureRow } from '../../offline/index.ts';
import { MandateText } from './claim/documents/mandate-view.tsx';
import { SignaturePad } from './claim/documents/signature-pad.tsx';
import { msg, t } from '../i18n/t.ts';
import { dataUrl } from '../components/data-url.ts';

export const SIGN_TEXTS = {
  title: msg('Sign your compensation mandate'),
  intro: msg('A fellow passenger filed a claim that includes you. Read the mandate, then sign it below.'),
  invalid: msg('This signing link is not valid. Ask the passenger who filed the claim to send you a new one.'),
  used: msg('This mandate has already been signed with this link. Thank you.'),
  expired: msg('This signing link has expired. Ask the passenger who filed the claim to send you a new one.'),
  offline: msg('You are offline. Open this link again when you have a connection.'),
  failed: msg('Something went wrong. Please try again.'),
  send: msg('Sign the mandate'),
  done: msg('Thank you: your signature was added to the mandate.'),
} as const;

type Problem = keyof Pick<typeof SIGN_TEXTS, 'invalid' | 'used' | 'expired' | 'offline' | 'failed'>;
interface Loaded {
  version: MandateVersion;
  claim: MandateClaim;
}
interface ViewWire {
  version: string;
  claim: {
    flight_number: string;
    date: string;
    from: string | null;
    to: string | null;
    booking_reference: string | null;
    passengers: { first_name: string; last_name: string; minor: boolean }[];
  };
}

const CODES: Record<string, Problem> = { 'signing-link-invalid': 'invalid', 'signing-link-used': 'used', 'signing-link-expired': 'expired' };

async function post<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/mandate-signing/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw 'offline' satisfies Problem;
  }
  const json = (await res.json().catch(() => ({}))) as { data?: T; code?: string };
  if (!res.ok || !json.data) throw CODES[json.code ?? ''] ?? ('failed' satisfies Problem);
  return json.data;
}

function toLoaded(wire: ViewWire): Loaded | null {
  const version = findMandateVersion(wire.version);
  if (!version) return null;
  const c = wire.claim;
  return {
    version,
    claim: {
      flightNumber: c.flight_number,
      date: c.date,
      ...(c.from ? { from: c.from } : {}),
      ...(c.to ? { to: c.to } : {}),
      bookingReference: c.booking_reference,
      passengers: c.passengers.map((p) => ({ firstName: p.first_name, lastName: p.last_name, minor: p.minor })),
    },
  };
}

export default function SignMandateScreen() {
  const token = useSearch({ from: '/sign', select: (search) => search.token ?? null });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<Problem | null>(token ? null : 'invalid');
  const [signature, setSignature] = useState<SignatureRow | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    post<ViewWire>('view', { token }).then(
      (wire) => live && (toLoaded(wire) ? setLoaded(toLoaded(wire)) : setProblem('failed')),
      (error: Problem) => live && setProblem(error),
    );
    return () => {
      live = false;
    };
  }, [token]);

  async function send() {
    if (!signature || !token) return;
    setSending(true);
    try {
      await post('sign', { token, signature: await dataUrl(signature.blob) });
      setDone(true);
    } catch (error) {
      setProblem(typeof error === 'string' ? (error as Problem) : 'failed');
    } finally {
      setSending(false);
    }
  }

  const save = async (blob: Blob) => setSignature({ claimId: '', blob, type: 'image/png', size: blob.size, sha256: '', signedAt: Date.now() });

  return (
    <Stack maw={760} mx="auto" p="md" gap="lg">
      <Title order={1} size="h2">
        {t(SIGN_TEXTS.title)}
      </Title>
      {done ? (
        <Alert color="green">{t(SIGN_TEXTS.done)}</Alert>
      ) : problem ? (
        <Alert color={problem === 'used' ? 'green' : 'yellow'} role="alert">
          {t(SIGN_TEXTS[problem])}
        </Alert>
      ) : !loaded ? (
        <Loader role="status" aria-label={t('Loading')} />
      ) : (
        <>
          <Text>{t(SIGN_TEXTS.intro)}</Text>
          <MandateText version={loaded.version} claim={loaded.claim} />
          <SignaturePad signature={signature} onSave={save} onClear={async () => setSignature(null)} />
          <Button size="md" disabled={!signature} loading={sending} onClick={() => void send()} style={{ alignSelf: 'flex-end' }}>
            {t(SIGN_TEXTS.send)}
          </Button>
        </>
      )}
    </Stack>
  );
}
