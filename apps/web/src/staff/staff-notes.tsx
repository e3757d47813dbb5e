import { STAFF_MESSAGES } from '@portico/application';
import { NOTE_MAX_LENGTH, ZStaffNoteRequest, type RequestOf } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useToast } from '../ui/toast';
import { useSchemaForm } from '../ui/use-schema-form';
import { notesQueryOptions, useAddNote } from './reading-queries';
import { useFormatTime } from './staff-format';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import { useStaffFormErrors } from './use-staff-form-errors';
import '../ui/text-input.css';

type NoteRequest = RequestOf<'staffAddNote'>['body'];

/**
 * The application's notes (issue 28), oldest first, each with its author and time, and a form to
 * add one. Notes are append-only: the list offers no change and no deletion, and the hint says so
 * before one is added.
 */
export function StaffNotes({ id }: { id: string }) {
  const notes = useQuery(notesQueryOptions(id));
  useSignOutWhenUnauthorized(notes.error);
  const formatTime = useFormatTime();
  const headingId = useId();
  return (
    <section className="staff-section staff-notes" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.notesHeading}</h2>
      {!notes.data ? (
        <Spinner />
      ) : notes.data.notes.length === 0 ? (
        <p>{STAFF_MESSAGES.noNotes}</p>
      ) : (
        <ol className="staff-notes__list" aria-labelledby={headingId}>
          {notes.data.notes.map((note) => (
            <li key={note.id} className="staff-notes__note">
              <p className="staff-notes__by">
                {STAFF_MESSAGES.noteBy(note.staff_email, formatTime(note.created_at))}
              </p>
              <p className="staff-notes__body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <AddNoteForm id={id} />
    </section>
  );
}

function AddNoteForm({ id }: { id: string }) {
  const { register, handleSubmit, reset, setError, formState } = useSchemaForm<NoteRequest>(
    ZStaffNoteRequest,
    { body: '' },
    'onSubmit',
  );
  const add = useAddNote(id);
  useSignOutWhenUnauthorized(add.error);
  const toast = useToast();
  const card = useStaffFormErrors(STAFF_MESSAGES.noteLabel, ['body'], setError);
  const fieldId = useId();
  const error = formState.errors.body?.message;
  const onSubmit = handleSubmit((values) =>
    card.send(add, values, ({ message }) => {
      toast.success(message);
      reset();
    }),
  );
  return (
    <form className="staff-notes__form" noValidate onSubmit={onSubmit}>
      <div className={['auth-field', error && 'auth-field--invalid'].filter(Boolean).join(' ')}>
        <label className="auth-field__label" htmlFor={fieldId}>
          {STAFF_MESSAGES.noteLabel}
        </label>
        <p className="auth-field__hint" id={`${fieldId}-hint`}>
          {STAFF_MESSAGES.noteHint}
        </p>
        {error && (
          <p className="auth-field__error" id={`${fieldId}-error`}>
            {error}
          </p>
        )}
        <textarea
          className="text-input staff-notes__input"
          id={fieldId}
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ')}
          {...register('body')}
        />
      </div>
      <Button type="submit" variant="secondary" aria-busy={add.isPending || undefined}>
        {STAFF_MESSAGES.addNote}
      </Button>
    </form>
  );
}
