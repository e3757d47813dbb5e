import {
  chosenBranchIndex,
  isConditionalBlockShown,
  isConfirmOpen,
  radioDrivenBranchIndex,
  type BlockOfType,
} from '@portico/application';
import { useCallback, useRef, type ReactNode } from 'react';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector, useFormSession } from '../session/form-session';
import { Button } from '../ui/button';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

/**
 * The conditional blocks. Each asks the one visibility engine of the
 * application package what shows; the answers store has already cleared what is hidden.
 */

/** Hidden while its condition holds. */
export function ConditionalBlock({
  block,
  children,
}: {
  block: BlockOfType<'conditional'>;
  children: ReactNode;
}) {
  const shown = useAnswersSelector(
    useCallback((current: AnswersState) => isConditionalBlockShown(block, current.answers), [block]),
  );
  return shown ? (
    <div className="form-block" data-block={block.id}>
      {children}
    </div>
  ) : null;
}

/** The first branch whose condition holds; the others' answers are cleared. */
export function ConditionGroupBlock({
  block,
  renderBranch,
}: {
  block: BlockOfType<'conditionGroup'>;
  renderBranch: (index: number) => ReactNode;
}) {
  const chosen = useAnswersSelector(
    useCallback((current: AnswersState) => chosenBranchIndex(block, current.answers), [block]),
  );
  return chosen < 0 ? null : (
    <div className="form-block" data-block={block.branches[chosen]?.id}>
      {renderBranch(chosen)}
    </div>
  );
}

/** A radio list with content for the selected answer. */
export function RadioDrivenBlock({
  block,
  question,
  renderBranch,
}: {
  block: BlockOfType<'radioDriven'>;
  question: ReactNode;
  renderBranch: (index: number) => ReactNode;
}) {
  const chosen = useAnswersSelector(
    useCallback((current: AnswersState) => radioDrivenBranchIndex(block, current.answers), [block]),
  );
  return (
    <>
      {question}
      {chosen >= 0 && (
        <div className="form-block form-block--driven" data-block={block.id}>
          {renderBranch(chosen)}
        </div>
      )}
    </>
  );
}

/**
 * 'Before', then 'after' once the applicant presses the button or ticks the box. When the button
 * goes, focus moves to the first field of 'after', so a keyboard user is not left on nothing.
 */
export function ConfirmToContinueBlock({
  block,
  mode,
  before,
  after,
}: {
  block: BlockOfType<'confirmToContinue'>;
  mode: WidgetMode;
  before: ReactNode;
  after: ReactNode;
}) {
  const text = useSiteText();
  const { store } = useFormSession();
  const afterRegion = useRef<HTMLDivElement>(null);
  const open = useAnswersSelector(
    useCallback(
      (current: AnswersState) =>
        isConfirmOpen(block, { answers: current.answers, confirmed: current.confirmed }),
      [block],
    ),
  );
  const confirm = () => {
    store.setConfirmed(block.id, true);
    requestAnimationFrame(() => {
      afterRegion.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    });
  };

  return (
    <div className="form-block form-block--confirm" data-block={block.id}>
      {before}
      {mode === 'edit' && block.control === 'button' && !open && (
        <Button variant="secondary" onClick={confirm}>
          {text(block.confirmLabel)}
        </Button>
      )}
      {mode === 'edit' && block.control === 'checkbox' && (
        <div className="field choice choice--checkbox">
          <input
            id={block.id}
            className="choice__input"
            type="checkbox"
            checked={open}
            onChange={(event) => store.setConfirmed(block.id, event.target.checked)}
          />
          <label className="choice__label" htmlFor={block.id}>
            {text(block.confirmLabel)}
          </label>
        </div>
      )}
      {open && <div ref={afterRegion}>{after}</div>}
    </div>
  );
}
