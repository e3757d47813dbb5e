import type { CatalogueOf } from './catalogue-of';

/**
 * The words of the footer's Help and Privacy dialogs. Apart from MESSAGES, so that the applicant's
 * first visit does not carry them (docs/decisions.md D-WEB-10): only the dialogs' chunks import this
 * module, and a second language reads them from its catalogue (`useTranslated`).
 */
export const FOOTER_MESSAGES = {
  helpDialogTitle: 'Help',
  helpDialogDescription: 'Where to get help with your application.',
  helpTechnicalHeading: 'Technical help',
  helpTechnicalBody: 'For technical help with this application, e-mail:',
  helpPdfReaderBody: 'Application documents are PDF files. If you cannot open them:',
  helpContactHeading: 'Contact the admissions office',
  helpContactEmail: 'E-mail',
  helpContactPhone: 'Phone',
  helpContactHours: 'Hours',
  helpContactAddress: 'Address',
  privacyDialogTitle: 'Privacy',
  privacyDialogDescription: 'How we use your information and the cookies this site sets.',
  privacyPolicyHeading: 'Privacy policy',
  cookieNoticeHeading: 'Cookies',
} as const;

/** The footer dialogs' words in any language: the shape of the English ones. */
export type FooterMessages = CatalogueOf<typeof FOOTER_MESSAGES>;
