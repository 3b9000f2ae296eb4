import type { CSSProperties, ReactNode } from 'react';

/** A stroked 24×24 icon drawn in the text colour, hidden from screen readers (its label is beside it). */
export function LineIcon({ size = 16, style, children }: { size?: number; style?: CSSProperties; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={style}
    >
      {children}
    </svg>
  );
}
