// A wizard step's form (@mantine/form) over the claim draft. The form's values are the draft's
// fields: each change is merged into both, and the draft store saves it exactly as before (typing
// debounced, choices at once), so autosave and resume are unchanged. The rules are the domain's,
// with the server's messages; they show after the first Continue and then follow every change.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { mergePatch, type DraftFields } from '../../../../offline/index.ts';
import { t } from '../../../i18n/t.ts';
import { focusFirstInvalid } from './focus.ts';

type Rules = (fields: DraftFields) => Record<string, string>;

export interface DraftForm {
  form: UseFormReturnType<DraftFields>;
  /** The draft's fields as this step holds them. */
  fields: DraftFields;
  /** Typing: into the form and the draft, saved after a short pause. */
  update: (patch: DraftFields) => void;
  /** Choices: into the form and the draft, saved at once. */
  updateNow: (patch: DraftFields) => Promise<boolean>;
  /** A field's message in the page's language, once Continue was pressed. */
  shown: (key: string) => string | undefined;
  /** Checks every rule; on a refusal shows the messages and focuses the first field in error. */
  accept: () => boolean;
}

interface DraftFormInput {
  name: string;
  fields: DraftFields;
  update: (patch: DraftFields) => void;
  updateNow: (patch: DraftFields) => Promise<boolean>;
  rules: Rules;
  /** The form's fields, to focus the first one in error in the order the passenger reads them. */
  container: { readonly current: HTMLElement | null };
}

export function useDraftForm({ name, fields, update, updateNow, rules, container }: DraftFormInput): DraftForm {
  const form = useForm<DraftFields>({ name, initialValues: fields, validate: rules, clearInputErrorOnChange: false });
  const tried = useRef(false);
  const merge = (patch: DraftFields) => {
    form.setValues((current) => mergePatch(current, patch));
    if (tried.current) form.validate();
  };
  return {
    form,
    fields: form.getValues(),
    update: (patch) => {
      merge(patch);
      update(patch);
    },
    updateNow: (patch) => {
      merge(patch);
      return updateNow(patch);
    },
    shown: (key) => {
      const error = form.errors[key];
      return typeof error === 'string' ? t(error) : undefined;
    },
    accept: () => {
      tried.current = true;
      const { hasErrors } = form.validate();
      if (hasErrors) focusFirstInvalid(container.current);
      return !hasErrors;
    },
  };
}
