// The camera half of the boarding-pass scanner: asks for the camera only when the passenger taps
// "Use camera", shows it in a <video>, and hands a frame to the barcode worker every SCAN_GAP_MS
// (one at a time) until a frame's barcode is accepted or the camera is stopped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BarcodeScanner } from '../../../../workers/barcode.ts';
import { msg } from '../../../i18n/t.ts';

export const SCAN_GAP_MS = 250;

export const CAMERA_MESSAGES = {
  denied: msg(
    'The camera was not allowed. You can allow it in your browser’s site settings, or choose a photo, screenshot or PDF of your boarding pass instead.',
  ),
  missing: msg('No camera was found on this device. Choose a photo, screenshot or PDF of your boarding pass instead.'),
  busy: msg('The camera is in use by another app. Close that app and try again, or choose a file instead.'),
  unsupported: msg('This browser cannot use the camera here. Choose a photo, screenshot or PDF of your boarding pass instead.'),
} as const;

export type CameraState = 'off' | 'starting' | 'on';

function messageFor(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CAMERA_MESSAGES.missing;
  if (name === 'NotReadableError' || name === 'AbortError') return CAMERA_MESSAGES.busy;
  return CAMERA_MESSAGES.unsupported;
}

/** `accept` gets each frame's barcode texts; returning true stops the camera. */
export function useCameraScan(scanner: () => BarcodeScanner, accept: (texts: string[]) => boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const running = useRef(false);
  const acceptRef = useRef(accept);
  acceptRef.current = accept;
  const [state, setState] = useState<CameraState>('off');
  const [error, setError] = useState<string | null>(null);

  const stop = useCallback(() => {
    running.current = false;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('off');
  }, []);

  const loop = useCallback(async () => {
    while (running.current) {
      const video = videoRef.current;
      if (video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        try {
          const texts = await scanner().scanFrame(await createImageBitmap(video));
          if (running.current && texts.length > 0 && acceptRef.current(texts)) {
            stop();
            return;
          }
        } catch {
          // A frame that could not be grabbed or read: try the next one.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, SCAN_GAP_MS));
    }
  }, [scanner, stop]);

  const start = useCallback(async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(CAMERA_MESSAGES.unsupported);
      return;
    }
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      });
    } catch (cause) {
      setState('off');
      setError(messageFor(cause));
      return;
    }
    const video = videoRef.current;
    if (video) {
      video.srcObject = stream.current;
      await video.play().catch(() => {});
    }
    setState('on');
    running.current = true;
    void loop();
  }, [loop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, error, start, stop };
}
