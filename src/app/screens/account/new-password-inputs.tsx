// A new password and its confirmation, as the password change and the reset link both ask for them.
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { t } from '../../i18n/t.ts';
import { fieldProps } from './form-fields.ts';
import type { NewPasswordField } from './password-rules.ts';

export function NewPasswordInputs<V extends Record<NewPasswordField, string>>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <>
      <PasswordInput
        label={t('New password')}
        autoComplete="new-password"
        required
        {...fieldProps(form, 'password')}
        description={form.errors.password ? undefined : t('At least 8 characters')}
      />
      <PasswordInput label={t('Confirm new password')} autoComplete="new-password" required {...fieldProps(form, 'confirmPassword')} />
    </>
  );
}
