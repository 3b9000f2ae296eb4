// "Scan boarding pass" on the Flight Details step (a lazy chunk: it, the barcode worker and its
// WebAssembly load only when the passenger taps Scan). The camera, or a photo, screenshot or PDF;
// the barcode is read in the worker, parsed as IATA BCBP, and shown for confirmation before it
// fills the flight, its connections, the passenger's name and the booking reference.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseBoardingPass } from '../../../../domain/boarding-pass/index.ts';
import type { DraftFields } from '../../../../offline/index.ts';
import { useCurrentUser } from '../../../../offline/hooks.ts';
import { createBarcodeScanner, type BarcodeScanner, type ScanOutcome } from '../../../../workers/barcode.ts';
import { journeyOf, journeyPatch, localToday, type ScannedJourney } from './boarding-pass-draft.ts';
import { ScanConfirmation } from './scan-confirmation.tsx';
import { useCameraScan } from './use-camera-scan.ts';
import { msg, t } from '../../../i18n/t.ts';
import './boarding-pass-scan.css';

/** Bigger files are not boarding passes (and would take long to read on a phone). */
export const MAX_SCAN_FILE_BYTES = 30 * 1024 * 1024;

export const SCAN_MESSAGES = {
  reading: msg('Reading the barcode…'),
  none: msg('No barcode was found. Make sure the whole barcode is in the picture, sharp and well lit, and try again.'),
  unreadable: msg('This file could not be opened as a picture. Choose a photo or screenshot (JPEG, PNG, WebP) or a PDF.'),
  pdfWithoutImage: msg('The barcode in this PDF is not a picture we can read. Open the PDF, take a screenshot of the boarding pass and choose the screenshot.'),
  tooBig: msg('This file is too big to be a boarding pass (over 30 MB).'),
  failed: msg('The barcode reader stopped unexpectedly. Try again, or enter your flight details by hand.'),
} as const;

interface BoardingPassScanProps {
  fields: DraftFields;
  onApply: (patch: DraftFields) => void;
  onClose: () => void;
}

/** The first text that is a boarding pass, else the reason the first one is not. */
function journeyFrom(texts: string[]): { journey: ScannedJourney } | { error: string } {
  let error = '';
  for (const text of texts) {
    const result = parseBoardingPass(text);
    if (result.ok) return { journey: journeyOf(result.pass, localToday()) };
    error ||= result.error.message;
  }
  return { error };
}

function outcomeMessage(outcome: ScanOutcome): string {
  if (outcome.kind === 'unreadable') return SCAN_MESSAGES.unreadable;
  if (outcome.kind === 'pdf-without-image') return SCAN_MESSAGES.pdfWithoutImage;
  return SCAN_MESSAGES.none;
}

export default function BoardingPassScan({ fields, onApply, onClose }: BoardingPassScanProps) {
  const account = useCurrentUser();
  const scannerRef = useRef<BarcodeScanner | null>(null);
  const scanner = useCallback(() => (scannerRef.current ??= createBarcodeScanner()), []);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [journey, setJourney] = useState<ScannedJourney | null>(null);

  const found = useCallback((texts: string[]): boolean => {
    const result = journeyFrom(texts);
    if ('journey' in result) {
      setJourney(result.journey);
      setProblem('');
      setStatus(
        t('Boarding pass found: {flights}. Check the details below.', { flights: `\u2068${result.journey.legs.map((l) => l.flightNumber).join(', ')}\u2069` }),
      );
      return true;
    }
    setProblem(result.error);
    return false;
  }, []);

  const camera = useCameraScan(scanner, found);

  useEffect(() => {
    heading.current?.focus();
    return () => scannerRef.current?.close();
  }, []);

  async function readFile(file: File) {
    camera.stop();
    setJourney(null);
    setProblem('');
    if (file.size > MAX_SCAN_FILE_BYTES) {
      setProblem(SCAN_MESSAGES.tooBig);
      return;
    }
    setBusy(true);
    setStatus(t(SCAN_MESSAGES.reading));
    try {
      const outcome = await scanner().scanFile(file);
      setStatus('');
      if (outcome.kind !== 'found' || !found(outcome.texts)) setProblem((p) => (outcome.kind === 'found' ? p : outcomeMessage(outcome)));
    } catch {
      scannerRef.current?.close();
      scannerRef.current = null;
      setStatus('');
      setProblem(SCAN_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const restart = () => {
    setJourney(null);
    setStatus('');
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="scan-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="scan-heading" ref={heading} tabIndex={-1}>
          {t('Scan your boarding pass')}
        </Title>
        {!journey && (
          <>
            <Text fz="sm" c="gray.7">
              {t('Use the camera, or choose a photo, a screenshot or the PDF of your boarding pass. It is read on this device, also offline.')}
            </Text>
            <video ref={camera.videoRef} className="scan-video" hidden={camera.state === 'off'} muted playsInline aria-label={t('Camera view')} />
            {camera.state !== 'off' && <Text fz="sm">{t('Hold the barcode of your boarding pass in front of the camera.')}</Text>}
            <Group>
              {camera.state === 'off' ? (
                <Button variant="light" onClick={() => void camera.start()} disabled={busy}>
                  {t('Use camera')}
                </Button>
              ) : (
                <Button variant="light" onClick={camera.stop} loading={camera.state === 'starting'}>
                  {t('Stop camera')}
                </Button>
              )}
              <Button variant="light" onClick={() => fileInput.current?.click()} loading={busy}>
                {t('Choose a photo or PDF')}
              </Button>
              <Button variant="subtle" onClick={onClose}>
                {t('Close')}
              </Button>
            </Group>
            <input
              ref={fileInput}
              type="file"
              accept="image/*,application/pdf"
              hidden
              aria-label={t('Boarding pass photo, screenshot or PDF')}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void readFile(file);
              }}
            />
          </>
        )}
        <div>
          <div aria-live="polite">{status && <Text fz="sm">{status}</Text>}</div>
          <div role="alert">
            {(problem || camera.error) && (
              <Text fz="sm" c="red.8">
                {t(problem || camera.error || '')}
              </Text>
            )}
          </div>
        </div>
        {journey && <ScanConfirmation journey={journey} onUse={(date) => onApply(journeyPatch(fields, journey, date, account))} onCancel={restart} />}
      </Stack>
    </Paper>
  );
}
