import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it (links, a code in bold): `rich(t('I agree to the
 * {terms}'), { terms: <Link…/> })`. The sentence stays whole for the translator; each {name}
 * becomes its element, wherever that language puts it.
 */
export function rich(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/g)
    .map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? (piece in parts ? parts[piece] : `{${piece}}`) : piece}</Fragment>);
}
