// react-signature-canvas 1.0.7 ships no types; this is the part of its API the wizard uses.
declare module 'react-signature-canvas' {
  import { Component, type CanvasHTMLAttributes } from 'react';

  export interface SignatureCanvasProps {
    canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement> & { [attribute: `aria-${string}`]: string | undefined };
    penColor?: string;
    backgroundColor?: string;
    minWidth?: number;
    maxWidth?: number;
    dotSize?: number;
    velocityFilterWeight?: number;
    throttle?: number;
    clearOnResize?: boolean;
    onBegin?: (event: Event) => void;
    onEnd?: (event: Event) => void;
  }

  export default class SignatureCanvas extends Component<SignatureCanvasProps> {
    getCanvas(): HTMLCanvasElement;
    getTrimmedCanvas(): HTMLCanvasElement;
    /** The underlying signature_pad 2.x instance. */
    getSignaturePad(): object;
    clear(): void;
    isEmpty(): boolean;
    toDataURL(type?: string, encoderOptions?: number): string;
    on(): void;
    off(): void;
  }
}
