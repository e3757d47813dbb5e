import { MESSAGES, STAFF_MESSAGES } from '@portico/application';
import { ZStaffRole } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { useToast } from '../ui/toast';
import { useFormatTime } from './staff-format';
import {
  staffMembersQueryOptions,
  useChangeStaffMember,
  type MemberChange,
  type StaffMember,
  type StaffMembersList,
} from './staff-queries';
import { TableScroll } from './table-scroll';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';

type Row = StaffMembersList['members'][number];

/**
 * /staff/members (admins, issue 27): everyone invited to the staff area, and what an office needs
 * to take access away and give it back: turn access off (asked first, in an alert dialog) and on,
 * make a reader an administrator or back, reset a lost authenticator and invite again one whose
 * invitation expired. A reader is told they cannot (staff-pages.tsx); the server refuses them in any case (403), and
 * refuses turning off one's own access or leaving no active administrator, in words shown here.
 */
export function StaffMembersScreen({ member }: { member: StaffMember }) {
  return <MembersTable self={member} />;
}

function MembersTable({ self }: { self: StaffMember }) {
  const members = useQuery({
    ...staffMembersQueryOptions,
    throwOnError: (error) => !(error instanceof ApiError && [401, 403].includes(error.status)),
  });
  useSignOutWhenUnauthorized(members.error);
  const change = useChangeStaffMember();
  // The admin's own session ended (idle, or their access turned off by another admin).
  useSignOutWhenUnauthorized(change.error);
  const toast = useToast();
  const formatTime = useFormatTime();
  const captionId = useId();
  /** The setup link last issued, shown until the next change: e-mailed too. */
  const [setupLink, setSetupLink] = useState<{ message: string; link: string } | null>(null);
  const [disabling, setDisabling] = useState<Row | null>(null);
  const disableButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnFocus = useRef<HTMLElement | null>(null);
  const refused = members.error instanceof ApiError && members.error.status === 403;

  /** One change at a time, as the cards send: a press while one is out does nothing (the table is busy). */
  const send = (request: MemberChange, after?: () => void) => {
    if (change.isPending) return;
    setSetupLink(null);
    change.mutate(request, {
      onSuccess: ({ message, link }) => {
        if (link) setSetupLink({ message, link });
        else toast.success(message);
        after?.();
      },
      onError: (error) => {
        toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError);
        after?.();
      },
    });
  };

  return (
    <div className="staff-page">
      <ScreenHeading>{STAFF_MESSAGES.membersHeader}</ScreenHeading>
      <p>{STAFF_MESSAGES.membersIntro}</p>
      {setupLink && (
        <div role="status" className="staff-setup-link">
          <p>{setupLink.message}</p>
          <p>
            <code>{setupLink.link}</code>
          </p>
        </div>
      )}
      {refused ? (
        <p role="alert" className="staff-alert">
          {STAFF_MESSAGES.adminsOnly}
        </p>
      ) : !members.data ? (
        <Spinner />
      ) : (
        <TableScroll labelledBy={captionId}>
          <table className="staff-table" aria-busy={change.isPending || undefined}>
            <caption id={captionId} className="visually-hidden">
              {STAFF_MESSAGES.membersHeader}
            </caption>
            <thead>
              <tr>
                <th scope="col">{STAFF_MESSAGES.columnEmail}</th>
                <th scope="col">{STAFF_MESSAGES.columnRole}</th>
                <th scope="col">{STAFF_MESSAGES.columnStatus}</th>
                <th scope="col">{STAFF_MESSAGES.columnLastSignIn}</th>
                <th scope="col">{STAFF_MESSAGES.columnMemberActions}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.members.map((row) => {
                const isSelf = row.email.toLowerCase() === self.email.toLowerCase();
                const otherRoles = ZStaffRole.options.filter((role) => role !== row.role);
                return (
                  <tr key={row.id}>
                    <th scope="row">{row.email}</th>
                    <td>{STAFF_MESSAGES.roleNames[row.role]}</td>
                    <td>{STAFF_MESSAGES.memberStatuses[row.status]}</td>
                    <td>{row.last_sign_in ? formatTime(row.last_sign_in) : STAFF_MESSAGES.neverSignedIn}</td>
                    <td>
                      <div className="staff-member-actions">
                        {otherRoles.map((role) => (
                          <Button
                            key={role}
                            variant="secondary"
                            onClick={() => send({ name: 'staffSetRole', id: row.id, role })}
                          >
                            {STAFF_MESSAGES.makeRole(role)}
                            <ForMember email={row.email} />
                          </Button>
                        ))}
                        {row.status === 'disabled' ? (
                          <Button
                            variant="secondary"
                            onClick={() => send({ name: 'staffEnable', id: row.id })}
                          >
                            {STAFF_MESSAGES.enableMember}
                            <ForMember email={row.email} />
                          </Button>
                        ) : (
                          !isSelf && (
                            <Button
                              variant="secondary"
                              ref={(button) => {
                                if (button) disableButtons.current.set(row.id, button);
                                else disableButtons.current.delete(row.id);
                              }}
                              onClick={() => {
                                returnFocus.current = disableButtons.current.get(row.id) ?? null;
                                setDisabling(row);
                              }}
                            >
                              {STAFF_MESSAGES.disableMember}
                              <ForMember email={row.email} />
                            </Button>
                          )
                        )}
                        {row.status === 'active' && (
                          <Button
                            variant="secondary"
                            onClick={() => send({ name: 'staffResetAuthenticator', id: row.id })}
                          >
                            {STAFF_MESSAGES.resetAuthenticator}
                            <ForMember email={row.email} />
                          </Button>
                        )}
                        {(row.status === 'lapsed' || row.status === 'invited') && (
                          <Button
                            variant="secondary"
                            onClick={() => send({ name: 'staffInviteAgain', id: row.id })}
                          >
                            {STAFF_MESSAGES.inviteAgain}
                            <ForMember email={row.email} />
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {disabling && (
        <ConfirmDialog
          title={STAFF_MESSAGES.disableConfirmTitle(disabling.email)}
          description={STAFF_MESSAGES.disableConfirmText}
          confirmLabel={STAFF_MESSAGES.disableMember}
          busy={change.isPending}
          returnFocusRef={returnFocus}
          onCancel={() => setDisabling(null)}
          onConfirm={() => send({ name: 'staffDisable', id: disabling.id }, () => setDisabling(null))}
        />
      )}
    </div>
  );
}

/**
 * Said after a row's action to screen readers, which list the buttons of many rows alike: 'Turn
 * off access for …'. The space stands outside the hidden text, where every browser keeps it.
 */
function ForMember({ email }: { email: string }) {
  return (
    <>
      {' '}
      <span className="visually-hidden">{STAFF_MESSAGES.forMember(email)}</span>
    </>
  );
}
