// A new password and its confirmation (reset and change-password forms), with the spec's words.
import { MESSAGES, MIN_PASSWORD_LENGTH, type FieldErrors } from '../../../domain/claim/validation.ts';

export type NewPasswordField = 'password' | 'confirmPassword';

export function validateNewPassword(password: string, confirmPassword: string): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {};
  if (!password) errors.password = MESSAGES.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = MESSAGES.passwordTooShort;
  if (password && password !== confirmPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}
