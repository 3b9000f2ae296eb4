// The glue between @mantine/form and the account forms: an input's props with its error in the
// page's language (announced), and a submit that puts focus on the first field it refused.
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { t } from '../../i18n/t.ts';

type Values = object;

/**
 * A form checked on submit only; an error stays until the next submit, as the spec's forms behave.
 * `name` keeps the fields' data-path unique when a page has several forms.
 */
export function useAccountForm<V extends Values>(name: string, input: Omit<UseFormInput<V>, 'name'>): UseFormReturnType<V> {
  return useForm<V>({ ...input, name, clearInputErrorOnChange: false });
}

/**
 * value, onChange and the error (a domain message or already translated text) for one input.
 * aria-invalid is set here too: Mantine's PasswordInput does not set it on its input.
 */
export function fieldProps<V extends Values>(form: UseFormReturnType<V>, field: keyof V & string) {
  const { error, ...props } = form.getInputProps(field);
  const text = typeof error === 'string' && error ? t(error) : undefined;
  return { ...props, error: text, errorProps: { role: 'alert' }, 'aria-invalid': text ? true : undefined };
}

/**
 * The form's onSubmit: `before` runs on every attempt (clearing an old message), `handle` only when
 * the form's rules pass; a refused attempt moves focus to the first invalid field in form order.
 */
export function submitHandler<V extends Values>(form: UseFormReturnType<V>, handle: (values: V) => Promise<void> | void, before?: () => void) {
  const submit = form.onSubmit(handle, (errors) => focusFirstInvalid(form, errors));
  return (event: FormEvent<HTMLFormElement>) => {
    before?.();
    submit(event);
  };
}

/** Focus the first field (in the order of the form's values) that has an error. */
export function focusFirstInvalid<V extends Values>(form: UseFormReturnType<V>, errors: Record<string, unknown>): void {
  const first = Object.keys(form.getValues()).find((field) => errors[field]);
  if (first) form.getInputNode(first)?.focus();
}
