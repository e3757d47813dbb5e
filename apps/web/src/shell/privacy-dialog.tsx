import { FOOTER_MESSAGES } from '@portico/application';
import { useSiteConfig, useSiteLang } from '../config/site-config-context';
import { useTranslated } from '../i18n/language-store';
import { Dialog } from '../ui/dialog';
import { ExternalLink } from '../ui/external-link';
import type { LazyDialogProps } from './lazy-dialog-button';

/** Footer Privacy: the privacy policy and the cookie notice. */
export function PrivacyDialog(control: LazyDialogProps) {
  const messages = useTranslated(FOOTER_MESSAGES, (t) => t.catalogue.footer);
  const { privacy } = useSiteConfig();
  const lang = useSiteLang();
  return (
    <Dialog title={messages.privacyDialogTitle} description={messages.privacyDialogDescription} {...control}>
      <h3>{messages.privacyPolicyHeading}</h3>
      {privacy.policy.map((paragraph) => (
        <p key={paragraph} lang={lang(paragraph)}>
          {paragraph}
        </p>
      ))}
      <p>
        <ExternalLink href={privacy.policyLink.url} lang={lang(privacy.policyLink.label)}>
          {privacy.policyLink.label}
        </ExternalLink>
      </p>
      <h3>{messages.cookieNoticeHeading}</h3>
      {privacy.cookieNotice.map((paragraph) => (
        <p key={paragraph} lang={lang(paragraph)}>
          {paragraph}
        </p>
      ))}
    </Dialog>
  );
}
