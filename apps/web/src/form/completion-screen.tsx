import { nextStepsFor, sentDocuments } from '@portico/application';
import { JOB_STATUS } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { applicationPdfQueryOptions } from '../api/get-application-pdf';
import { applicationStatusQueryOptions } from '../api/get-application-status';
import { useProfile } from '../api/get-profile';
import { useRefetchInLanguage } from '../api/use-refetch-in-language';
import { useSiteConfig, useSiteLang } from '../config/site-config-context';
import { useCatalogue, useLanguageTexts } from '../i18n/language-store';
import { useAccount } from '../session/use-account';
import { ScreenHeading } from '../ui/screen-heading';
import { ApplicationStatusSections, browserTimeZone } from './application-status';
import './completion-download.css';

/** What this page reads from the server in the language shown: the status page and the PDF's state. */
const WORDED_BY_THE_SERVER = [applicationStatusQueryOptions.queryKey, applicationPdfQueryOptions.queryKey];

/**
 * After a successful submit: a confirmation panel with the reference number, the date
 * and time in the applicant's time zone (the browser's, issue 28; the e-mail says the
 * institution's), the address the confirmation e-mail went to, the
 * documents this applicant uploaded (or that they uploaded none), and what happens next from the
 * site configuration, a step about a document only if they did, or did not, upload it (issue 27:
 * the receipt spoke of 'the copy you uploaded' to everyone). The e-mail gives them all, from the
 * same functions. The success toast arrives in navigation state.
 *
 * Below the receipt, the status page it grew into (issue 28): the decision once released, the
 * checklist of materials and the contact details (ApplicationStatusSections). What the server words
 * is asked for again after a switch of language (issue 32).
 */
export function CompletionScreen() {
  useRefetchInLanguage(WORDED_BY_THE_SERVER);
  const { messages, format, locale } = useCatalogue();
  const { application } = useLanguageTexts();
  const { institution, nextSteps } = useSiteConfig();
  const lang = useSiteLang();
  const timeZone = browserTimeZone();
  const profile = useProfile().data;
  const submission = profile?.submission;
  const documents = profile ? sentDocuments(application, profile.document_answer) : [];
  const steps = profile ? nextStepsFor(nextSteps, documents) : [];
  const submittedAt = submission
    ? new Intl.DateTimeFormat(locale, {
        // Field by field: dateStyle and timeStyle cannot be combined with timeZoneName (a TypeError).
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(new Date(submission.submitted_at))
    : null;
  return (
    <>
      {/* GOV.UK's confirmation panel: the heading and the reference, which is what is kept. */}
      <div className="confirmation-panel">
        <ScreenHeading>{messages.completionTitle}</ScreenHeading>
        {submission ? (
          <p className="confirmation-panel__body">
            {messages.completionReference}
            <br />
            <strong className="confirmation-panel__reference">{submission.reference}</strong>
          </p>
        ) : null}
      </div>
      <p>{format.completionBody(institution.name)}</p>
      {submittedAt ? (
        <dl className="completion-receipt">
          <dt>{messages.completionSubmittedAt}</dt>
          <dd>{submittedAt}</dd>
        </dl>
      ) : null}
      {profile && submission ? <p>{format.completionEmailSent(profile.username)}</p> : null}
      {profile && submission ? (
        documents.length > 0 ? (
          <>
            <h2>{messages.completionDocuments}</h2>
            <ul className="completion-documents">
              {documents.map((document) => (
                <li key={document.key}>{format.sentDocument(document.label, document.fileName)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{messages.completionNoDocuments}</p>
        )
      ) : null}
      {steps.length > 0 ? (
        <>
          <h2>{messages.completionNextSteps}</h2>
          <ul className="completion-next-steps">
            {steps.map((step) => (
              <li key={step} lang={lang(step)}>
                {step}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ApplicationStatusSections />
      <ApplicationPdfDownload />
    </>
  );
}

/**
 * 'Download a PDF copy of your application': GET /api/pdf is polled (every
 * second until a result, then every 10 minutes) and the link appears once the PDF is COMPLETED.
 * FAILED, or a failed request, shows 'Error downloading PDF copy of your application.' in its place
 * rather than the error screen: the receipt above matters more than the copy.
 *
 * One polite live region holds the whole control, so that a screen reader hears the link arrive.
 */
function ApplicationPdfDownload() {
  const { messages } = useCatalogue();
  const { isLoggedIn } = useAccount();
  const pdf = useQuery({ ...applicationPdfQueryOptions, enabled: isLoggedIn, throwOnError: false });
  const ready = pdf.data?.status === JOB_STATUS.COMPLETED && pdf.data.url ? pdf.data.url : null;
  const failed = pdf.data?.status === JOB_STATUS.FAILED || pdf.isError;
  const reason = pdf.data?.status === JOB_STATUS.FAILED ? pdf.data.message : '';
  return (
    <div className="completion-download" role="status">
      {ready ? (
        <a href={ready} download>
          {messages.pdfDownload}
        </a>
      ) : failed ? (
        <>
          <p className="completion-download__error">{messages.pdfDownloadError}</p>
          {reason && <p>{reason}</p>}
        </>
      ) : (
        <p>{messages.pdfPreparing}</p>
      )}
    </div>
  );
}
