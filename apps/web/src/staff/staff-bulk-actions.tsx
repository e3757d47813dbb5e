import { MESSAGES, STAFF_MESSAGES } from '@portico/application';
import { MAX_ASSIGNED_AT_ONCE } from '@portico/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSiteConfig } from '../config/site-config-context';
import { useId, useRef, useState, type ComponentType } from 'react';
import { ApiError } from '../api/api-error';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast';
import type { ListFilters } from './list-address';
import {
  applicationIdsQueryOptions,
  assignableMembersQueryOptions,
  useAssignApplications,
  useRecordDecisions,
  useReleaseChange,
  type StaffMember,
} from './staff-queries';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';

/** What a bulk action is given: the applications selected, and what to call once it is done. */
export type BulkActionProps = { ids: readonly string[]; onDone: () => void };

/**
 * An action on the applications selected in the list (issue 28): who may take it, and its controls
 * (its choices, then a button that asks before it acts, ConfirmedAction). Assign, Decide and
 * Release are each one entry of BULK_ACTIONS; the bar and the selection are the same for all.
 */
export interface BulkAction {
  key: string;
  roles: readonly StaffMember['role'][];
  Controls: ComponentType<BulkActionProps>;
}

export const BULK_ACTIONS: readonly BulkAction[] = [
  { key: 'assign', roles: ['admin'], Controls: AssignAction },
  { key: 'decide', roles: ['admin', 'decider'], Controls: DecideAction },
  { key: 'release', roles: ['admin'], Controls: ReleaseAction },
];

/** The bulk actions a staff member may take: none for a reader, whose list then has no checkboxes. */
export function bulkActionsOf(member: StaffMember): readonly BulkAction[] {
  return BULK_ACTIONS.filter((action) => action.roles.includes(member.role));
}

/**
 * The bar above the list for the applications selected: how many, 'Select all N matching' (the
 * ids the server finds for the filters, at most as many as one action takes, and a word when that
 * is fewer than match), 'Clear selection', and each action the staff member may take.
 */
export function BulkBar({
  actions,
  filters,
  total,
  selected,
  onSelect,
}: {
  actions: readonly BulkAction[];
  filters: ListFilters;
  total: number | undefined;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [capped, setCapped] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const select = (ids: ReadonlySet<string>, cappedNow = false) => {
    setCapped(cappedNow);
    onSelect(ids);
  };
  const onSelectAll = async () => {
    if (selecting) return;
    setSelecting(true);
    try {
      const found = await queryClient.fetchQuery(applicationIdsQueryOptions(filters));
      select(new Set(found.ids), found.total > found.ids.length);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError);
    } finally {
      setSelecting(false);
    }
  };
  const ids = [...selected];
  return (
    <section className="staff-bulk" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.bulkActions}</h2>
      <div className="staff-bulk__selection">
        <p role="status">{STAFF_MESSAGES.selectedCount(selected.size)}</p>
        {total !== undefined && total > selected.size && (
          <Button variant="secondary" aria-busy={selecting || undefined} onClick={onSelectAll}>
            {STAFF_MESSAGES.selectAllMatching(total)}
          </Button>
        )}
        {selected.size > 0 && (
          <Button variant="secondary" onClick={() => select(new Set())}>
            {STAFF_MESSAGES.clearSelection}
          </Button>
        )}
        {capped && <p>{STAFF_MESSAGES.selectAllCapped(MAX_ASSIGNED_AT_ONCE)}</p>}
      </div>
      {actions.map(({ key, Controls }) => (
        <Controls key={key} ids={ids} onDone={() => select(new Set())} />
      ))}
    </section>
  );
}

/**
 * A bulk action's button: it asks first, in words that give the count ('Assign 1,234 applications
 * to ada@…?', an alert dialog whose focus starts on Cancel), then runs once and says what the
 * server answered. With nothing selected it does nothing.
 */
export function ConfirmedAction({
  label,
  question,
  ids,
  run,
  onDone,
}: {
  label: string;
  question: string;
  ids: readonly string[];
  run: () => Promise<{ message: string }>;
  onDone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const onConfirm = async () => {
    setBusy(true);
    try {
      const { message } = await run();
      toast.success(message);
      onDone();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        ref={button}
        aria-disabled={ids.length === 0 || undefined}
        onClick={() => {
          if (ids.length > 0) setAsking(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={question}
        description={STAFF_MESSAGES.bulkAudited}
        confirmLabel={label}
        cancelLabel={STAFF_MESSAGES.cancel}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={onConfirm}
        returnFocusRef={button}
      />
    </>
  );
}

/** Assign (admins): to a staff member with access, or to no one. */
function AssignAction({ ids, onDone }: BulkActionProps) {
  const members = useQuery(assignableMembersQueryOptions);
  useSignOutWhenUnauthorized(members.error);
  const assign = useAssignApplications();
  useSignOutWhenUnauthorized(assign.error);
  const [readerId, setReaderId] = useState('');
  const id = useId();
  const active = (members.data?.members ?? []).filter((member) => member.status !== 'disabled');
  const reader = active.find((member) => member.id === readerId);
  return (
    <div className="staff-filters">
      <div className="staff-field">
        <label htmlFor={id}>{STAFF_MESSAGES.assignTo}</label>
        <select
          className="text-input"
          id={id}
          value={readerId}
          onChange={(event) => setReaderId(event.currentTarget.value)}
        >
          <option value="">{STAFF_MESSAGES.assignToNoOne}</option>
          {active.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      <ConfirmedAction
        label={STAFF_MESSAGES.assignAction}
        question={
          reader
            ? STAFF_MESSAGES.confirmAssign(ids.length, reader.email)
            : STAFF_MESSAGES.confirmUnassign(ids.length)
        }
        ids={ids}
        run={() => assign.mutateAsync({ application_ids: [...ids], reader_id: reader ? reader.id : null })}
        onDone={onDone}
      />
    </div>
  );
}

/** A choice of the site configuration's decisions, for Decide and Release. */
function DecisionChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (key: string) => void;
}) {
  const { decisions } = useSiteConfig();
  const id = useId();
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <select
        className="text-input"
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{STAFF_MESSAGES.decideChoose}</option>
        {decisions.map((decision) => (
          <option key={decision.key} value={decision.key}>
            {decision.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Decide (admins and deciders): one decision for every application selected, without reasons
 * (each application's own page gives them); all or none, as the server records them.
 */
function DecideAction({ ids, onDone }: BulkActionProps) {
  const { decisions } = useSiteConfig();
  const record = useRecordDecisions();
  useSignOutWhenUnauthorized(record.error);
  const [key, setKey] = useState('');
  const decision = decisions.find((option) => option.key === key);
  return (
    <div className="staff-filters">
      <DecisionChoice label={STAFF_MESSAGES.decideAs} value={key} onChange={setKey} />
      <ConfirmedAction
        label={STAFF_MESSAGES.decideAction}
        question={STAFF_MESSAGES.confirmDecide(ids.length, decision?.label ?? '')}
        ids={decision ? ids : []}
        run={() => record.mutateAsync({ application_ids: [...ids], decision: key, reasons: [] })}
        onDone={onDone}
      />
    </div>
  );
}

/** Release (admins): the chosen decision of the applications selected, now. */
function ReleaseAction({ ids, onDone }: BulkActionProps) {
  const { decisions } = useSiteConfig();
  const release = useReleaseChange();
  useSignOutWhenUnauthorized(release.error);
  const [key, setKey] = useState('');
  const decision = decisions.find((option) => option.key === key);
  return (
    <div className="staff-filters">
      <DecisionChoice label={STAFF_MESSAGES.releaseAs} value={key} onChange={setKey} />
      <ConfirmedAction
        label={STAFF_MESSAGES.releaseAction}
        question={STAFF_MESSAGES.confirmRelease(ids.length, decision?.label ?? '')}
        ids={decision ? ids : []}
        run={() =>
          release.mutateAsync({
            name: 'staffCreateRelease',
            body: { decision: key, application_ids: [...ids] },
          })
        }
        onDone={onDone}
      />
    </div>
  );
}
