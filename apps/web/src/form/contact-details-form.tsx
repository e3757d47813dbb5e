import { STATUS_MESSAGES } from '@portico/application';
import type { StatusContact } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, UnauthorizedError } from '../api/api-error';
import { applicationStatusQueryOptions } from '../api/get-application-status';
import { updateContact } from '../api/update-contact';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { describedBy, errorId, Field, hintId } from '../widgets/field';
import '../ui/text-input.css';

type ContactValues = Record<string, string>;

/**
 * The contact details an applicant may still change after submitting (issue 28): the contact
 * questions the server says they were shown, with their answers. The server checks them with the
 * form's validator and answers a message per question, shown at each (the first one focused); a
 * change is logged for staff. The input's id is the question's key, as on the form.
 */
export function ContactDetailsForm({ contact }: { contact: readonly StatusContact[] }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<ContactValues>({
    defaultValues: Object.fromEntries(contact.map((entry) => [entry.key, entry.value])),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: updateContact,
    onSuccess: async ({ message }, sent) => {
      toast.success(message);
      form.reset(sent);
      await queryClient.invalidateQueries({ queryKey: applicationStatusQueryOptions.queryKey });
    },
    onError: (failure) => {
      // A 401 ends the session (the query client's handler); there is nobody left to tell.
      if (failure instanceof UnauthorizedError) return;
      const fields = failure instanceof ApiError ? Object.entries(failure.errors ?? {}) : [];
      const shown = fields.filter(([key]) => contact.some((entry) => entry.key === key));
      if (shown.length === 0) {
        toast.error(failure.message);
        return;
      }
      shown.forEach(([key, messages], at) => {
        form.setError(key, { message: messages.join(' ') }, { shouldFocus: at === 0 });
      });
    },
  });

  return (
    <section className="status-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STATUS_MESSAGES.contactTitle}</h2>
      <p>{STATUS_MESSAGES.contactIntro}</p>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={form.handleSubmit((values) => {
          if (!save.isPending) save.mutate(values);
        })}
      >
        {contact.map((entry) => {
          const error = errors[entry.key]?.message;
          const hint = entry.kind === 'phone' ? STATUS_MESSAGES.phoneFormat : undefined;
          return (
            <Field
              key={entry.key}
              inputId={entry.key}
              label={entry.label}
              hint={hint}
              errors={error ? [error] : []}
            >
              <input
                id={entry.key}
                className="text-input status-contact__input"
                type={entry.kind === 'phone' ? 'tel' : entry.kind === 'email' ? 'email' : 'text'}
                autoComplete={
                  entry.kind === 'email' ? 'email' : entry.kind === 'phone' ? 'tel-national' : 'tel'
                }
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hint && hintId(entry.key), error && errorId(entry.key))}
                {...form.register(entry.key)}
              />
            </Field>
          );
        })}
        <Button type="submit" aria-busy={save.isPending || undefined}>
          {STATUS_MESSAGES.contactSave}
        </Button>
      </form>
    </section>
  );
}
