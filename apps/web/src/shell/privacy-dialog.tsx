import { MESSAGES } from '@portico/application';
import { useSiteConfig } from '../config/site-config-context';
import { Dialog } from '../ui/dialog';
import { ExternalLink } from '../ui/external-link';
import type { LazyDialogProps } from './lazy-dialog-button';

/** Footer Privacy: the privacy policy and the cookie notice. */
export function PrivacyDialog(control: LazyDialogProps) {
  const { privacy } = useSiteConfig();
  return (
    <Dialog title={MESSAGES.privacyDialogTitle} description={MESSAGES.privacyDialogDescription} {...control}>
      <h3>{MESSAGES.privacyPolicyHeading}</h3>
      {privacy.policy.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <ExternalLink href={privacy.policyLink.url}>{privacy.policyLink.label}</ExternalLink>
      </p>
      <h3>{MESSAGES.cookieNoticeHeading}</h3>
      {privacy.cookieNotice.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Dialog>
  );
}
