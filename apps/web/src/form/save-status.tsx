import { MESSAGES } from '@portico/application';
import type { AnswersState, SaveStatus } from '../session/answers-store';
import { useAnswersSelector } from '../session/form-session';

const WORDING: Record<SaveStatus, string> = {
  idle: '',
  saving: MESSAGES.saveStatusSaving,
  saved: MESSAGES.saveStatusSaved,
  retrying: MESSAGES.saveStatusRetrying,
};

const selectStatus = (current: AnswersState) => current.saveStatus;

/**
 * Whether the answers are kept, always in sight for a logged-in student (issue 4: 'Nobody should
 * ever wonder whether their answers were kept'). A polite live region: a screen reader says the
 * new status when it has finished speaking, without moving the focus.
 */
export function SaveStatusLine() {
  const status = useAnswersSelector(selectStatus);
  return (
    <p className={`save-status save-status--${status}`} role="status">
      {WORDING[status]}
    </p>
  );
}
