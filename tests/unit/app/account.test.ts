// The account screens' rules: where to go after signing in, the sign-out warning, the avatar
// letter, new-password checks, the registration error wording, install modes, deletion confirm.
import { describe, expect, test } from 'vitest';
import { RegistrationError } from '../../../src/offline/index.ts';
import { registrationErrorMessage, ACCOUNT_MESSAGES } from '../../../src/app/screens/account/messages.ts';
import { loginPathFor, safeRedirect } from '../../../src/app/screens/account/redirect.ts';
import { validateNewPassword } from '../../../src/app/screens/account/password-rules.ts';
import { deleteConfirmed, exportFileName } from '../../../src/app/screens/account/export-file.ts';
import { avatarInitial } from '../../../src/app/shell/avatar.ts';
import { pendingLabel, signOutNeedsWarning } from '../../../src/app/shell/sign-out.ts';
import { unsentWorkLines } from '../../../src/app/shell/sign-out-dialog.tsx';
import { installMode, isIos } from '../../../src/app/shell/install-mode.ts';

describe('safeRedirect', () => {
  test('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/claim')).toBe('/claim');
    expect(safeRedirect('/dashboard/claims/abc?x=1#top')).toBe('/dashboard/claims/abc?x=1#top');
  });

  test('falls back to /dashboard without a parameter', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });

  test.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '/%2F%2Fevil.example'])(
    'refuses %s',
    (value) => {
      const target = safeRedirect(value);
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
      expect(new URL(target, 'https://app.test').origin).toBe('https://app.test');
    },
  );

  test('never sends people back to the sign-in pages', () => {
    expect(safeRedirect('/login')).toBe('/dashboard');
    expect(safeRedirect('/register?ref=x')).toBe('/dashboard');
  });

  test('loginPathFor encodes the page to come back to', () => {
    expect(loginPathFor('/profile')).toBe('/login?redirect=%2Fprofile');
    expect(safeRedirect(new URLSearchParams(loginPathFor('/dashboard/claims/1').split('?')[1]).get('redirect'))).toBe('/dashboard/claims/1');
  });
});

describe('sign-out warning', () => {
  test('asks only while unsent work would stay on the device: an unfinished draft or a claim not sent', () => {
    expect(signOutNeedsWarning(undefined)).toBe(false);
    expect(signOutNeedsWarning({ drafts: 0, claims: 0 })).toBe(false);
    expect(signOutNeedsWarning({ drafts: 1, claims: 0 })).toBe(true);
    expect(signOutNeedsWarning({ drafts: 0, claims: 4 })).toBe(true);
  });

  test('pending wording', () => {
    expect(pendingLabel(1)).toBe('1 claim waiting to be sent');
    expect(pendingLabel(3)).toBe('3 claims waiting to be sent');
  });

  test('says what would stay: drafts first, then claims', () => {
    expect(unsentWorkLines({ drafts: 1, claims: 0 })).toEqual(['An unfinished claim is saved on this device.']);
    expect(unsentWorkLines({ drafts: 2, claims: 1 })).toEqual(['2 unfinished claims are saved on this device.', '1 claim has not been sent yet.']);
  });
});

describe('avatarInitial', () => {
  test('first letter of the first name, upper case', () => {
    expect(avatarInitial({ firstName: 'ada' })).toBe('A');
    expect(avatarInitial({ firstName: '  Émile ' })).toBe('É');
  });

  test('null (generic icon) without a first name', () => {
    expect(avatarInitial({ firstName: '' })).toBeNull();
    expect(avatarInitial({ firstName: '   ' })).toBeNull();
  });

  test('a whole character, not half a surrogate pair', () => {
    expect(avatarInitial({ firstName: '𝒜lice' })).toBe('𝒜');
  });
});

describe('validateNewPassword', () => {
  test('the spec messages', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'Password is required' });
    expect(validateNewPassword('short', 'short')).toEqual({ password: 'Password must be at least 8 characters long' });
    expect(validateNewPassword('long enough', 'long enougH')).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateNewPassword('long enough', 'long enough')).toEqual({});
  });
});

describe('registration errors', () => {
  test('409 is "Email already exists", anything else the generic line', () => {
    expect(registrationErrorMessage(new RegistrationError(409))).toBe('Email already exists');
    expect(registrationErrorMessage(new RegistrationError(500))).toBe('Registration failed. Please try again.');
    expect(registrationErrorMessage(new RegistrationError(0))).toBe(ACCOUNT_MESSAGES.registrationFailed);
    expect(registrationErrorMessage(new Error('boom'))).toBe(ACCOUNT_MESSAGES.registrationFailed);
  });

  test('login failure wording', () => {
    expect(ACCOUNT_MESSAGES.invalidLogin).toBe('Invalid email or password. Please try again.');
  });
});

describe('install mode', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

  test('the browser prompt when one was captured', () => {
    expect(installMode({ userAgent: chrome, maxTouchPoints: 0, standalone: false, promptAvailable: true })).toBe('prompt');
  });

  test('nothing without a prompt, or once installed', () => {
    expect(installMode({ userAgent: chrome, maxTouchPoints: 0, standalone: false, promptAvailable: false })).toBeNull();
    expect(installMode({ userAgent: chrome, maxTouchPoints: 0, standalone: true, promptAvailable: true })).toBeNull();
    expect(installMode({ userAgent: iphone, maxTouchPoints: 5, standalone: true, promptAvailable: false })).toBeNull();
  });

  test('Share → Add to Home Screen guidance on iPhone and iPad', () => {
    expect(installMode({ userAgent: iphone, maxTouchPoints: 5, standalone: false, promptAvailable: false })).toBe('ios');
    expect(isIos(ipad, 5)).toBe(true);
    expect(isIos(ipad, 0)).toBe(false);
  });
});

describe('account deletion and export', () => {
  test('the typed confirmation must be DELETE', () => {
    expect(deleteConfirmed('DELETE')).toBe(true);
    expect(deleteConfirmed(' delete ')).toBe(true);
    expect(deleteConfirmed('DELET')).toBe(false);
    expect(deleteConfirmed('')).toBe(false);
  });

  test('export file name carries the local date', () => {
    expect(exportFileName(new Date(2024, 2, 5, 23, 30))).toBe('flightclaim-export-2024-03-05.json');
  });
});
