import { formatStatus, STATUS_MESSAGES } from '@portico/application';
import type { ApplicationStatus, StatusChecklistItem } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useMemo, useRef } from 'react';
import { applicationStatusQueryOptions } from '../api/get-application-status';
import { decisionLetterPdfUrl } from '../api/status-client';
import { useSiteConfig, useSiteLang } from '../config/site-config-context';
import { useCatalogue, useTranslated } from '../i18n/language-store';
import { useAccount } from '../session/use-account';
import { ChecklistUpload } from './checklist-upload';
import { ContactDetailsForm } from './contact-details-form';
import './application-status.css';

/** The browser's time zone: the applicant's, in which the page writes its dates (issue 28). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A day of the institution's calendar (YYYY-MM-DD) in words: 'November 20, 2026'. */
function dayInWords(day: string, locale: string): string {
  // Noon UTC of that day is the same day in every time zone a person lives in.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * The status page's part below the receipt (issue 28): a released decision with its letter, the
 * checklist of materials with what is received and what to do about what is missing, and the
 * contact details the applicant may still change. Read from GET /api/status; a failure says so
 * here and leaves the receipt above as it is.
 */
export function ApplicationStatusSections() {
  const statusText = useTranslated(STATUS_MESSAGES, (t) => t.catalogue.status);
  const { isLoggedIn } = useAccount();
  const status = useQuery({ ...applicationStatusQueryOptions, enabled: isLoggedIn });
  if (status.isError) return <p className="status-error">{statusText.statusLoadError}</p>;
  if (!status.data) return null;
  return (
    <>
      <Decision decision={status.data.decision} />
      <Checklist checklist={status.data.checklist} />
      {status.data.contact.length > 0 && <ContactDetailsForm contact={status.data.contact} />}
    </>
  );
}

function Decision({ decision }: { decision: ApplicationStatus['decision'] }) {
  const { locale } = useCatalogue();
  const statusFormat = useTranslated(formatStatus, (t) => t.catalogue.formatStatus);
  const statusText = useTranslated(STATUS_MESSAGES, (t) => t.catalogue.status);
  const headingId = useId();
  const timeZone = browserTimeZone();
  const released = useMemo(
    () =>
      decision &&
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
        new Date(decision.released_at),
      ),
    [decision, timeZone, locale],
  );
  // The institution's words it gives in English only (issue 32).
  const english = (text: string) => (decision?.untranslated.includes(text) ? 'en' : undefined);
  return (
    <section className="status-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{statusText.decisionTitle}</h2>
      {decision && released ? (
        <>
          <p className="status-decision__label" lang={english(decision.label)}>
            {decision.label}
          </p>
          <p>{statusFormat.decisionReleased(released)}</p>
          {/* The letter as the applicant would keep it on paper: a print stylesheet shows only it. */}
          <article className="status-letter" aria-label={statusText.decisionLetter}>
            {decision.letter.map((paragraph, at) => (
              <p key={at} lang={english(paragraph)}>
                {paragraph}
              </p>
            ))}
          </article>
          <p>
            <a href={decisionLetterPdfUrl(timeZone)} download>
              {statusText.decisionLetterPdf}
            </a>
          </p>
        </>
      ) : (
        <p>{statusText.decisionNone}</p>
      )}
    </section>
  );
}

function Checklist({ checklist }: { checklist: ApplicationStatus['checklist'] }) {
  const statusText = useTranslated(STATUS_MESSAGES, (t) => t.catalogue.status);
  const headingId = useId();
  return (
    <section className="status-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{statusText.checklistTitle}</h2>
      {checklist.items.length === 0 ? (
        <p>{statusText.checklistEmpty}</p>
      ) : (
        <>
          <p>{statusText.checklistIntro}</p>
          <ul className="status-checklist">
            {checklist.items.map((item) => (
              <ChecklistEntry key={item.key} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * One item of the checklist. When an item uploaded here is received, its upload control goes: the
 * focus, left on nothing, moves to the item's line, which a screen reader then reads ('High school
 * transcript: Received …'); a user who has moved on keeps their place.
 */
function ChecklistEntry({ item }: { item: StatusChecklistItem }) {
  const { locale } = useCatalogue();
  const statusFormat = useTranslated(formatStatus, (t) => t.catalogue.formatStatus);
  const statusText = useTranslated(STATUS_MESSAGES, (t) => t.catalogue.status);
  const { institution } = useSiteConfig();
  const lang = useSiteLang();
  const office = institution.admissionsOffice;
  const lineRef = useRef<HTMLParagraphElement>(null);
  const wasMissing = useRef(item.received_on === null);
  useEffect(() => {
    const line = lineRef.current;
    if (wasMissing.current && item.received_on !== null && line) {
      const active = line.ownerDocument.activeElement;
      if (!active || active === line.ownerDocument.body) line.focus();
    }
    wasMissing.current = item.received_on === null;
  }, [item.received_on]);
  return (
    <li className="status-checklist__item">
      <p ref={lineRef} className="status-checklist__name" tabIndex={-1}>
        <span lang={lang(item.label)}>{item.label}</span>
        {!item.required && <> {statusText.itemOptional}</>}
        {': '}
        <strong className={item.received_on ? 'status-checklist__received' : 'status-checklist__missing'}>
          {item.received_on
            ? statusFormat.receivedOn(dayInWords(item.received_on, locale))
            : statusText.itemMissing}
        </strong>
      </p>
      {!item.received_on &&
        (item.upload ? (
          <ChecklistUpload answerKey={item.upload.answer_key} label={item.upload.label} />
        ) : (
          <>
            <p>{statusText.missingByPost}</p>
            <address className="status-checklist__address">
              {office.lines.map((line) => (
                <Fragment key={line}>
                  {line}
                  <br />
                </Fragment>
              ))}
              {`${office.city}, ${office.state} ${office.zip}`}
            </address>
          </>
        ))}
    </li>
  );
}
