// The spec's default screen for an unhandled routing failure shows the status and the text or
// message of what was thrown.
import { notFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../src/app/shell/route-error.tsx';

describe('describeError', () => {
  it.each([
    ['a router not-found', notFound(), '404 Not Found'],
    ['a response-like error with status text', { status: 503, statusText: 'Service Unavailable' }, '503 Service Unavailable'],
    ['an Error with a status', Object.assign(new Error('Claim failed to load'), { status: 500 }), '500 Claim failed to load'],
    ['a plain Error', new Error('Something broke'), 'Something broke'],
    ['a thrown string', 'boom', 'boom'],
  ])('%s', (_label, error, expected) => {
    expect(describeError(error)).toBe(expected);
  });
});
