import { STATUS_MESSAGES } from '@portico/application';
import type { StatusContact } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, UnauthorizedError } from '../api/api-error';
import { applicationStatusQueryOptions } from '../api/get-application-status';
import { updateContact } from '../api/update-contact';
import { useTranslated } from '../i18n/language-store';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { describedBy, errorId, FieldErrors, Hint, hintId } from '../widgets/field';

type ContactValues = Record<string, string>;

/**
 * The contact details an applicant may still change after submitting (issue 28): the contact
 * questions the server says they were shown, with their answers. The server checks them with the
 * form's validator and answers a message per question, shown at each (the first one focused); a
 * change is logged for staff. The input's id is the question's key, and its look the form's.
 *
 * Its values are React state, not react-hook-form: the account cards use that library, and a
 * second user of it in this chunk makes the bundler split it out, one more file in each card's
 * preload list that the first visit's entry carries (+39 bytes gzipped, measured, over a budget
 * that may not grow; docs/decisions.md). The checking is the server's validator either way.
 */
export function ContactDetailsForm({ contact }: { contact: readonly StatusContact[] }) {
  const statusText = useTranslated(STATUS_MESSAGES, (t) => t.catalogue.status);
  const headingId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState<ContactValues>(() =>
    Object.fromEntries(contact.map((entry) => [entry.key, entry.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const save = useMutation({
    mutationFn: updateContact,
    onSuccess: async ({ message }) => {
      setErrors({});
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: applicationStatusQueryOptions.queryKey });
    },
    onError: (failure) => {
      // A 401 ends the session (the query client's handler); there is nobody left to tell.
      if (failure instanceof UnauthorizedError) return;
      const fields = failure instanceof ApiError ? Object.entries(failure.errors ?? {}) : [];
      const shown = fields.filter(([key]) => contact.some((entry) => entry.key === key));
      setErrors(Object.fromEntries(shown.map(([key, messages]) => [key, messages.join(' ')])));
      if (shown.length === 0) toast.error(failure.message);
      // The first field in error takes the focus, its message read with it (as the form's summary links do).
      const first = contact.find((entry) => shown.some(([key]) => key === entry.key));
      if (first) inputs.current.get(first.key)?.focus();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(values);
  };

  return (
    <section className="status-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{statusText.contactTitle}</h2>
      <p>{statusText.contactIntro}</p>
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
        {contact.map((entry) => {
          const error = errors[entry.key];
          const hint = entry.kind === 'phone' ? statusText.phoneFormat : undefined;
          return (
            <div key={entry.key} className={['field', error && 'field--invalid'].filter(Boolean).join(' ')}>
              <label className="field__label" htmlFor={entry.key}>
                {entry.label}
              </label>
              {hint && <Hint id={hintId(entry.key)}>{hint}</Hint>}
              <FieldErrors id={errorId(entry.key)} errors={error ? [error] : []} />
              <input
                id={entry.key}
                ref={(element) => {
                  if (element) inputs.current.set(entry.key, element);
                  else inputs.current.delete(entry.key);
                }}
                className="field__input status-contact__input"
                type={entry.kind === 'phone' ? 'tel' : entry.kind === 'email' ? 'email' : 'text'}
                autoComplete={
                  entry.kind === 'email' ? 'email' : entry.kind === 'phone' ? 'tel-national' : 'tel'
                }
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hint && hintId(entry.key), error && errorId(entry.key))}
                value={values[entry.key] ?? ''}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  setValues((current) => ({ ...current, [entry.key]: value }));
                }}
              />
            </div>
          );
        })}
        <Button type="submit" aria-busy={save.isPending || undefined}>
          {statusText.contactSave}
        </Button>
      </form>
    </section>
  );
}
