import type { MessageKey } from '@portico/application';
import { useCatalogue } from '../i18n/language-store';
import type { AnswersState, SaveStatus } from '../session/answers-store';
import { useAnswersSelector } from '../session/form-session';

const WORDING: Record<Exclude<SaveStatus, 'idle'>, MessageKey> = {
  saving: 'saveStatusSaving',
  saved: 'saveStatusSaved',
  retrying: 'saveStatusRetrying',
  offline: 'saveStatusOffline',
  reconnected: 'saveStatusReconnected',
};

const selectStatus = (current: AnswersState) => current.saveStatus;

/**
 * Whether the answers are kept, in view while the applicant types (issue 4: 'Nobody should ever
 * wonder whether their answers were kept'; issue 31: held at the foot of the screen, form.css).
 * A polite live region: a screen reader says the new status when it has finished speaking, without
 * moving the focus. It changes when a save starts and ends (after a pause in typing, answers-save.ts),
 * and when the connection goes or comes back, never on a keystroke.
 */
export function SaveStatusLine() {
  const status = useAnswersSelector(selectStatus);
  const { messages } = useCatalogue();
  return (
    <p className={`save-status save-status--${status}`} role="status">
      {status === 'idle' ? '' : messages[WORDING[status]]}
    </p>
  );
}
