// The signature (spec §2, §9): a 500x200 pad with Clear, saved as the passenger signs (after each
// stroke; no separate Save button, issue #15), the pad staying open for the next stroke. The canvas keeps its
// 500x200 pixels and is only drawn smaller on narrow screens (CSS), so pointer positions are scaled
// back to canvas pixels. People who cannot draw (keyboard only) may type their name instead; it is
// drawn into the same 500x200 image. The saved image is shown, and restored on reload.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import SignatureCanvasModule from 'react-signature-canvas';
import type { SignatureRow } from '../../../../offline/index.ts';
import { msg, t } from '../../../i18n/t.ts';

// The package is a CommonJS bundle whose class sits on `default`; the bundler may hand us either.
const SignatureCanvas = (SignatureCanvasModule as unknown as { default?: typeof SignatureCanvasModule }).default ?? SignatureCanvasModule;
type SignatureCanvas = SignatureCanvasModule;

export const SIGNATURE_WIDTH = 500;
export const SIGNATURE_HEIGHT = 200;
export const SIGNATURE_HINT = msg('Please sign within the box to confirm your claim details');

interface SignaturePadProps {
  signature: SignatureRow | null;
  onSave: (png: Blob) => Promise<void>;
  onClear: () => Promise<void>;
}

type Point = (x: number, y: number, time?: number) => unknown;

/** signature_pad 2.x measures from the element's box; map CSS pixels to canvas pixels. */
function scalePointer(pad: SignatureCanvas): void {
  const inner = pad.getSignaturePad() as { _createPoint: Point; _scaled?: boolean };
  if (inner._scaled) return;
  const original = inner._createPoint;
  inner._createPoint = function scaled(this: unknown, x, y, time) {
    const canvas = pad.getCanvas();
    const rect = canvas.getBoundingClientRect();
    const sx = rect.width > 0 ? canvas.width / rect.width : 1;
    const sy = rect.height > 0 ? canvas.height / rect.height : 1;
    return original.call(this, rect.left + (x - rect.left) * sx, rect.top + (y - rect.top) * sy, time);
  };
  inner._scaled = true;
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be saved'))), 'image/png'));
}

/** The typed name in a handwriting-like face, centred in a 500x200 image. */
function typedSignature(name: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_WIDTH;
  canvas.height = SIGNATURE_HEIGHT;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#111111';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  let size = 56;
  do {
    context.font = `italic ${size}px "Segoe Script", "Brush Script MT", "Apple Chancery", cursive`;
    size -= 4;
  } while (context.measureText(name).width > SIGNATURE_WIDTH - 40 && size > 16);
  context.fillText(name, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2);
  return canvasToPng(canvas);
}

export function SignaturePad({ signature, onSave, onClear }: SignaturePadProps) {
  const pad = useRef<SignatureCanvas>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [typing, setTyping] = useState(false);
  const [typedName, setTypedName] = useState('');
  // Drawing now: the pad stays (a signature takes several strokes) and each stroke is saved.
  const [signing, setSigning] = useState(false);
  const imageUrl = useObjectUrl(signature?.blob ?? null);

  useEffect(() => {
    if (pad.current) scalePointer(pad.current);
  }, [signature, typing]);

  async function save(make: () => Promise<Blob>) {
    setSaving(true);
    try {
      await onSave(await make());
      setProblem(null);
    } catch {
      setProblem(t('Your signature could not be saved on this device. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  function saveStroke() {
    const current = pad.current;
    if (current && !current.isEmpty()) void save(() => canvasToPng(current.getCanvas()));
  }

  if (signature && imageUrl && !signing) {
    return (
      <Stack gap="xs">
        <div className="signature-frame signature-saved">
          <img src={imageUrl} width={SIGNATURE_WIDTH} height={SIGNATURE_HEIGHT} alt={t('Your saved signature')} className="signature-surface" />
        </div>
        <Group justify="space-between" wrap="wrap">
          <Text fz="sm" fw={600} className="text-success">
            {t('✓ Signature saved')}
          </Text>
          <Button variant="default" onClick={() => void onClear()}>
            {t('Clear')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <div className="signature-frame" data-testid="signature-pad">
        <SignatureCanvas
          ref={pad}
          penColor="#111111"
          clearOnResize={false}
          onBegin={() => {
            setProblem(null);
            setSigning(true);
          }}
          onEnd={saveStroke}
          canvasProps={{
            width: SIGNATURE_WIDTH,
            height: SIGNATURE_HEIGHT,
            className: 'signature-surface signature-canvas',
            role: 'img',
            'aria-label': t('Signature pad: sign here with your finger, a stylus or the mouse'),
          }}
        />
      </div>
      <Text fz="sm" c="gray.7">
        {t(SIGNATURE_HINT)}
      </Text>
      {problem && (
        <Text fz="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => {
            pad.current?.clear();
            setProblem(null);
            if (signature) void onClear();
          }}
        >
          {t('Clear')}
        </Button>
        {signing && signature && (
          <Text fz="sm" fw={600} className="text-success" role="status">
            {saving ? t('Saving…') : t('✓ Signature saved')}
          </Text>
        )}
        <Button variant="subtle" onClick={() => setTyping((open) => !open)} aria-expanded={typing}>
          {t('Type your name instead')}
        </Button>
      </Group>
      {typing && (
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('Your full name as signature')}
            value={typedName}
            onChange={(event) => setTypedName(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Button
            disabled={typedName.trim() === ''}
            loading={saving}
            onClick={() => {
              setSigning(false);
              setTyping(false);
              void save(() => typedSignature(typedName.trim()));
            }}
          >
            {t('Sign with typed name')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
