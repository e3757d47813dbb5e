import { MESSAGES, STAFF_MESSAGES } from '@portico/application';
import { ZStaffViewRequest } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { TextField } from '../auth/auth-field';
import { trimmed } from '../auth/field-options';
import { useNavigate } from '../navigation/router';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { useSchemaForm } from '../ui/use-schema-form';
import { listSearch, listAddressOf, sortValues, type ListAddress, type ViewQuery } from './list-address';
import { savedViewsQueryOptions, useDeleteView, useSaveView } from './staff-queries';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import { useStaffFormErrors } from './use-staff-form-errors';

const ZViewName = ZStaffViewRequest.pick({ name: true });
type ViewName = { name: string };

/**
 * Saved views (issue 28): the staff member's own named filters and sorts of the list. A picker opens
 * one (its filters and sort become the address, as if typed in) or deletes it; a form saves the
 * list as it is shown under a name. The server keeps them per staff member and refuses a name used
 * already, which is then said beside the field.
 */
export function SavedViews({ address }: { address: ListAddress }) {
  const headingId = useId();
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.viewsHeading}</h2>
      <div className="staff-views">
        <ViewPicker />
        <SaveViewForm query={{ ...address.filters, ...sortValues(address) }} />
      </div>
    </section>
  );
}

function ViewPicker() {
  const views = useQuery(savedViewsQueryOptions);
  useSignOutWhenUnauthorized(views.error);
  const remove = useDeleteView();
  const navigate = useNavigate();
  const toast = useToast();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const list = views.data?.views ?? [];
  if (list.length === 0) return null;
  const view = list.find((candidate) => candidate.id === chosen);
  const onOpen = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!view) return;
    // What was saved, read as an address is: a value the server would refuse now is left out.
    const search = listSearch(listAddressOf(new URLSearchParams(view.query).toString()));
    navigate({ pathname: '/staff', search });
  };
  const onDelete = () => {
    if (!view || remove.isPending) return;
    remove.mutate(view.id, {
      onSuccess: ({ message }) => {
        setChosen('');
        toast.success(message);
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError),
    });
  };
  return (
    <form className="staff-filters" onSubmit={onOpen}>
      <div className="staff-field">
        <label htmlFor={id}>{STAFF_MESSAGES.viewPicker}</label>
        <select
          className="text-input"
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
        >
          <option value="">{STAFF_MESSAGES.viewPickerNone}</option>
          {list.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" aria-disabled={!view || undefined}>
        {STAFF_MESSAGES.openView}
      </Button>
      <Button
        variant="secondary"
        aria-disabled={!view || undefined}
        aria-busy={remove.isPending || undefined}
        onClick={onDelete}
      >
        {STAFF_MESSAGES.deleteView}
      </Button>
    </form>
  );
}

function SaveViewForm({ query }: { query: ViewQuery }) {
  const { register, handleSubmit, reset, setError, formState } = useSchemaForm<ViewName>(
    ZViewName,
    { name: '' },
    'onSubmit',
  );
  const save = useSaveView();
  useSignOutWhenUnauthorized(save.error);
  const toast = useToast();
  const card = useStaffFormErrors<ViewName>(STAFF_MESSAGES.saveView, ['name'], setError);
  const onSubmit = handleSubmit(({ name }) => {
    if (save.isPending) return;
    save.mutate(
      { name, query },
      {
        onSuccess: (view) => {
          card.clear();
          reset();
          toast.success(STAFF_MESSAGES.viewSaved(view.name));
        },
        // A name used already is the field's error, where the name is typed; anything else as
        // every staff card says it.
        onError: (error) =>
          error instanceof ApiError && error.status === 409
            ? setError('name', { type: 'server', message: error.message })
            : card.report(error),
      },
    );
  });
  return (
    <form className="staff-filters" noValidate onSubmit={onSubmit}>
      <TextField
        label={STAFF_MESSAGES.viewName}
        maxLength={80}
        error={formState.errors.name?.message}
        {...register('name', trimmed)}
      />
      <Button type="submit" variant="secondary" aria-busy={save.isPending || undefined}>
        {STAFF_MESSAGES.saveView}
      </Button>
    </form>
  );
}
