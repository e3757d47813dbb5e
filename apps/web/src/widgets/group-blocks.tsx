import { type BlockOfType } from '@portico/application';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector } from '../session/form-session';
import { FieldGroup } from './field';
import { Heading } from './heading-level';
import { QuestionNode } from './question-widgets';
import { SelectWidget } from './select-widget';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

const NO_ERRORS: readonly string[] = [];

/** Text the page shows: a statement, an explanation. */
export function ContentBlock({ block }: { block: BlockOfType<'content'> }) {
  const text = useSiteText();
  return (
    <div className="content-block" id={block.id}>
      {block.heading && (
        <Heading depth={1} className="content-block__heading">
          {text(block.heading)}
        </Heading>
      )}
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{text(paragraph)}</p>
      ))}
    </div>
  );
}

/** The address block and the school search block: their fields under one legend. */
export function FieldsetBlock({
  block,
  children,
}: {
  block: BlockOfType<'address' | 'schoolSearch'>;
  children: ReactNode;
}) {
  const text = useSiteText();
  return (
    <FieldGroup
      legend={text(block.legend)}
      hintKey={block.id}
      className={`field-group--${block.type}`}
      {...(block.legendHidden ? { legendClassName: 'visually-hidden' } : {})}
    >
      <div id={block.id}>{children}</div>
    </FieldGroup>
  );
}

/**
 * Month and year side by side under one legend; the pair shows the errors of both fields
 * together.
 */
export function MonthYearBlock({ block, mode }: { block: BlockOfType<'monthYear'>; mode: WidgetMode }) {
  const text = useSiteText();
  // Joined into one string: a selector must return the same value for the same errors.
  const joined = useAnswersSelector(
    useCallback(
      (current: AnswersState) =>
        [...(current.errors[block.month.key] ?? []), ...(current.errors[block.year.key] ?? [])].join('\n'),
      [block],
    ),
  );
  const stableErrors = useMemo(() => (joined ? joined.split('\n') : NO_ERRORS), [joined]);
  return (
    <FieldGroup
      legend={text(block.legend)}
      hint={block.hint && text(block.hint)}
      hintKey={block.id}
      errors={stableErrors}
      className="field-group--month-year"
    >
      <div className="month-year">
        <MonthYearPart question={block.month} mode={mode} />
        <MonthYearPart question={block.year} mode={mode} />
      </div>
    </FieldGroup>
  );
}

function MonthYearPart({
  question,
  mode,
}: {
  question: BlockOfType<'monthYear'>['month'];
  mode: WidgetMode;
}) {
  return (
    <div className="month-year__part">
      <SelectWidget question={question} mode={mode} groupErrors />
    </div>
  );
}

/** The masked phone input with its SMS opt-in checkbox. */
export function SmsPhoneBlock({ block, mode }: { block: BlockOfType<'smsPhone'>; mode: WidgetMode }) {
  return (
    <div className="form-block form-block--sms-phone" id={block.id}>
      <QuestionNode question={block.phone} mode={mode} />
      <QuestionNode question={block.optIn} mode={mode} />
    </div>
  );
}

/** Checkboxes under one legend, each its own boolean answer (race, military status). */
export function CheckGroupBlock({ block, mode }: { block: BlockOfType<'checkGroup'>; mode: WidgetMode }) {
  const text = useSiteText();
  return (
    <FieldGroup legend={text(block.legend)} hint={block.hint && text(block.hint)} hintKey={block.id}>
      <div className="choices">
        {block.children.map((question) => (
          <QuestionNode key={question.key} question={question} mode={mode} />
        ))}
      </div>
    </FieldGroup>
  );
}
