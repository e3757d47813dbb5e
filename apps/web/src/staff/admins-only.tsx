import { STAFF_MESSAGES } from '@portico/application';
import { ScreenHeading } from '../ui/screen-heading';

/** An admin's page as a reader sees it: its title, and that only admins may use it. */
export function AdminsOnly({ header }: { header: string }) {
  return (
    <div className="staff-page">
      <ScreenHeading>{header}</ScreenHeading>
      <p role="alert" className="staff-alert">
        {STAFF_MESSAGES.adminsOnly}
      </p>
    </div>
  );
}
