import {
  CHECK_ANSWERS_MESSAGES,
  CHECK_ANSWERS_ROUTE,
  choiceSourceOf,
  descriptionKey,
  hasText,
  maskSsn,
  missingAnswerText,
  optionLabel,
  PAGES,
  parseIsoDate,
  summarizeApplication,
  type Question,
  type SectionSummary,
  type SummaryRow,
  type ValidationErrors,
} from '@portico/application';
import { useMemo } from 'react';
import { useCatalogue, useLanguageTexts, useTranslated } from '../i18n/language-store';
import type { NavigationState } from '../navigation/navigation-state';
import { Link } from '../navigation/router';
import { useAnswer, useFormDocumentAnswers, useFormState } from '../session/form-session';
import { useOptions, useSiteText } from '../widgets/use-site-text';
import './check-answers.css';

const RETURN_HERE: NavigationState = { returnTo: CHECK_ANSWERS_ROUTE };

/** Dates as words, so that no reader wonders which number is the month. */
function DateValue({ value }: { value: string }) {
  const { locale } = useCatalogue();
  const date = parseIsoDate(value);
  if (!date) return <>{value}</>;
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return <>{longDate.format(Date.UTC(date.year, date.month - 1, date.day))}</>;
}

/** A choice by its label: the `_desc` saved with it, else the label its options give. */
function ChoiceValue({ question }: { question: Question }) {
  const value = useAnswer(question.key);
  const described = useAnswer(descriptionKey(question.key));
  const answers = useFormState().answers;
  const source = choiceSourceOf(question, answers);
  const options = useOptions(source);
  const label = optionLabel(options, value);
  return <>{label || (hasText(described) ? described : String(value ?? ''))}</>;
}

function DocumentValue({ question }: { question: Question }) {
  const document = useFormDocumentAnswers()?.[question.key];
  return <>{document?.file_name ?? ''}</>;
}

/**
 * One answer as words: a choice by its label, a date in words, the SSN masked (as the applicant's
 * own read-only pages show it), a document by its file name, a ticked box Yes. Exhaustive by kind.
 */
function AnswerValue({ question }: { question: Question }) {
  const checkAnswers = useTranslated(CHECK_ANSWERS_MESSAGES, (t) => t.catalogue.checkAnswers);
  const value = useAnswer(question.key);
  const text = typeof value === 'string' ? value : '';
  switch (question.kind) {
    case 'text':
    case 'email':
    case 'number':
    case 'phone':
    case 'autocomplete':
      return <>{text}</>;
    case 'textarea':
      return <span className="summary-list__long">{text}</span>;
    case 'ssn':
      return <>{maskSsn(text)}</>;
    case 'dateOfBirth':
      return <DateValue value={text} />;
    case 'select':
    case 'radio':
    case 'conditionalSelect':
      return <ChoiceValue question={question} />;
    case 'checkbox':
      return <>{checkAnswers.yes}</>;
    case 'fileUpload':
      return <DocumentValue question={question} />;
    default: {
      const unknown: never = question;
      throw new Error(`No summary for ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * A row's value. A check group lists the boxes ticked, by their labels; a month and year read as
 * one ('May 2026').
 */
function RowValue({ row }: { row: SummaryRow }) {
  const text = useSiteText();
  if (row.answered.length > 1 && row.answered.every((question) => question.kind === 'checkbox')) {
    return (
      <ul className="summary-list__items">
        {row.answered.map((question) => (
          <li key={question.key}>{text(question.label)}</li>
        ))}
      </ul>
    );
  }
  if (row.answered.length === 1 && row.id !== row.answered[0]?.key && row.answered[0]?.kind === 'checkbox')
    return <>{text(row.answered[0].label)}</>;
  return (
    <>
      {row.answered.map((question, index) => (
        <span key={question.key}>
          {index > 0 && ' '}
          <AnswerValue question={question} />
        </span>
      ))}
    </>
  );
}

/** The link of a needed answer: what to do, to its question, which it focuses (focus-question.ts). */
function MissingAnswerLink({ page, question, label }: { page: string; question: Question; label: string }) {
  const text = useSiteText();
  const checkAnswers = useTranslated(CHECK_ANSWERS_MESSAGES, (t) => t.catalogue.checkAnswers);
  const { text: words, context } = missingAnswerText(question, label, checkAnswers);
  return (
    <Link className="summary-list__missing" to={`${page}#${question.key}`} state={RETURN_HERE}>
      {words}
      {context && <span className="visually-hidden">: {text(context)}</span>}
    </Link>
  );
}

function SummaryListRow({ page, row }: { page: string; row: SummaryRow }) {
  const { messages } = useCatalogue();
  const text = useSiteText();
  const label = text(row.label);
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value">
        {row.answered.length > 0 && <RowValue row={row} />}
        {row.missing && (
          <p className="summary-list__missing-line">
            <MissingAnswerLink page={page} question={row.missing} label={text(row.missing.label)} />
          </p>
        )}
        {[...new Set(row.messages)].map((message) => (
          <p key={message} className="summary-list__error">
            {message}
          </p>
        ))}
      </dd>
      <dd className="summary-list__actions">
        {!row.missing && (
          <Link className="summary-list__change" to={`${page}#${row.change.key}`} state={RETURN_HERE}>
            {messages.checkAnswersChange} <span className="visually-hidden">{label}</span>
          </Link>
        )}
      </dd>
    </div>
  );
}

/** One section: a card with its title (and 'Incomplete' while something is missing), its list. */
function SectionCard({ page, summary }: { page: string; summary: SectionSummary }) {
  const checkAnswers = useTranslated(CHECK_ANSWERS_MESSAGES, (t) => t.catalogue.checkAnswers);
  const text = useSiteText();
  const titleId = `summary-${summary.section.id}`;
  return (
    <section
      className={summary.incomplete ? 'summary-card summary-card--incomplete' : 'summary-card'}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="summary-card__title">
        {text(summary.section.title)}
        {summary.incomplete && (
          <>
            {' '}
            <strong className="summary-card__tag">{checkAnswers.incomplete}</strong>
          </>
        )}
      </h3>
      <dl className="summary-list">
        {summary.rows.map((row) => (
          <SummaryListRow key={row.id} page={page} row={row} />
        ))}
      </dl>
    </section>
  );
}

/**
 * 'Check your answers' as GOV.UK's summary list (issue 31): each page an h2, each section a card
 * holding one list (never a card in a card), a row per answer given or needed. Blank optional
 * answers are left out, and so is a section with nothing in it; what the validator asks for is a
 * link saying what to do, to the question. Hints are never repeated here.
 */
export function ApplicationSummary({ errors }: { errors: ValidationErrors }) {
  const { catalogue, application } = useLanguageTexts();
  const state = useFormState();
  const documentAnswers = useFormDocumentAnswers();
  const documents = useMemo(
    () =>
      new Set(
        Object.entries(documentAnswers ?? {})
          .filter(([, document]) => document.status === 'ANSWERED')
          .map(([key]) => key),
      ),
    [documentAnswers],
  );
  const summary = useMemo(
    () => summarizeApplication(application, state, errors, documents),
    [application, state, errors, documents],
  );
  return (
    <>
      {summary.map((pageSummary) => {
        const page = PAGES.find((candidate) => candidate.id === pageSummary.page);
        if (!page) return null;
        const headingId = `check-answers-page-${page.id}`;
        return (
          <section key={page.id} className="check-answers__page" aria-labelledby={headingId}>
            <h2 id={headingId} className="check-answers__page-title">
              {catalogue.pages[page.id]}
            </h2>
            {pageSummary.sections
              .filter((section) => section.rows.length > 0)
              .map((section) => (
                <SectionCard key={section.section.id} page={page.path} summary={section} />
              ))}
          </section>
        );
      })}
    </>
  );
}
