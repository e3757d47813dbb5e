import { FOOTER_MESSAGES } from '@portico/application';
import { useSiteConfig, useSiteLang } from '../config/site-config-context';
import { useTranslated } from '../i18n/language-store';
import { Dialog } from '../ui/dialog';
import { ExternalLink } from '../ui/external-link';
import type { LazyDialogProps } from './lazy-dialog-button';

/** Footer Help: technical help by e-mail, a PDF reader, the institution's contact. */
export function HelpDialog(control: LazyDialogProps) {
  const messages = useTranslated(FOOTER_MESSAGES, (t) => t.catalogue.footer);
  const { contact, helpLinks, institution } = useSiteConfig();
  const lang = useSiteLang();
  const office = institution.admissionsOffice;
  return (
    <Dialog title={messages.helpDialogTitle} description={messages.helpDialogDescription} {...control}>
      <h3>{messages.helpTechnicalHeading}</h3>
      <p>
        {messages.helpTechnicalBody}{' '}
        <a href={`mailto:${contact.technicalHelpEmail}`}>{contact.technicalHelpEmail}</a>
      </p>
      <p>
        {messages.helpPdfReaderBody}{' '}
        <ExternalLink href={helpLinks.pdfReader.url} lang={lang(helpLinks.pdfReader.label)}>
          {helpLinks.pdfReader.label}
        </ExternalLink>
      </p>

      <h3>{messages.helpContactHeading}</h3>
      <dl className="contact-list">
        <dt>{messages.helpContactEmail}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>{messages.helpContactPhone}</dt>
        <dd>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
        </dd>
        <dt>{messages.helpContactHours}</dt>
        <dd lang={lang(contact.hours)}>{contact.hours}</dd>
        <dt>{messages.helpContactAddress}</dt>
        <dd>
          <address>
            {office.lines.map((line) => (
              <span key={line} className="address-line">
                {line}
              </span>
            ))}
            <span className="address-line">
              {office.city}, {office.state} {office.zip}
            </span>
          </address>
        </dd>
      </dl>
      <p>
        <ExternalLink href={helpLinks.website.url} lang={lang(helpLinks.website.label)}>
          {helpLinks.website.label}
        </ExternalLink>
      </p>
    </Dialog>
  );
}
