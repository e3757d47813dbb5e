import { formatMessage, MESSAGES } from '@portico/application';
import { useSiteConfig } from '../config/site-config-context';
import { ScreenHeading } from '../ui/screen-heading';

/** After a successful submit (spec section 2); the success toast arrives in navigation state. */
export function CompletionScreen() {
  const { institution } = useSiteConfig();
  return (
    <>
      <ScreenHeading>{MESSAGES.completionTitle}</ScreenHeading>
      <p>{formatMessage.completionBody(institution.name)}</p>
    </>
  );
}
