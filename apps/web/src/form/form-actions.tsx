import { MESSAGES, PAGES, type Page } from '@portico/application';
import { useRef, useState, type ComponentPropsWithRef } from 'react';
import { UnauthorizedError } from '../api/api-error';
import { useFormNavigation, useSendToSignup } from '../session/answers-navigation';
import { useClientSnapshot } from '../session/client-snapshot';
import { useFormSession } from '../session/form-session';
import { DialogErrorBoundary } from '../ui/dialog-error-boundary';
import { Button } from '../ui/button';
import { useRaiseError } from '../ui/use-raise-error';
import { useSubmitApplication } from './use-submit-application';

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'>;

/** The continue button's fixed size, 15rem x 3rem. */
export function ContinueButton(props: ButtonProps) {
  return <Button variant="primary" size="continue" {...props} />;
}

/** The submit button's fixed size, 10rem x 3rem. */
export function SubmitButton(props: ButtonProps) {
  return <Button variant="primary" size="submit" {...props} />;
}

/** A failed action's error, to the Unexpected Error dialog; unauthorized has gone to /login. */
function useReportError() {
  const raise = useRaiseError();
  return (error: unknown) => {
    if (!(error instanceof UnauthorizedError)) raise(error);
  };
}

/**
 * The next-page button, as 'Save and Continue': an anonymous visitor with
 * answers goes to /signup with them; a logged-in student's answers are saved (and, while
 * validating, the errors refreshed and posted: the spec's "triggers validation for
 * logged-in users", the same as a nav click's, in useFormNavigation); then the next page,
 * has_changed_page set on the first click, scrolled to the top.
 */
export function NextPageButton({ next }: { next: Page }) {
  const go = useFormNavigation();
  const report = useReportError();
  const [pending, setPending] = useState(false);
  return (
    <ContinueButton
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return;
        setPending(true);
        go(next.path, { scrollToTop: true })
          .catch(report)
          .finally(() => setPending(false));
      }}
    >
      {MESSAGES.saveAndContinue}
    </ContinueButton>
  );
}

/** Save: a logged-in student's answers now; an anonymous visitor goes to /signup with them. */
export function SaveButton() {
  const { is_logged_in: loggedIn } = useClientSnapshot();
  const { saver } = useFormSession();
  const sendToSignup = useSendToSignup();
  const report = useReportError();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (!loggedIn) void sendToSignup();
        else saver.saveNow().catch(report);
      }}
    >
      {MESSAGES.saveButton}
    </Button>
  );
}

/**
 * Submit (the steps are in useSubmitApplication). Pressed twice, it submits once:
 * a press while one is under way does nothing, and the button says it is busy meanwhile.
 */
export function SubmitApplicationButton() {
  const submit = useSubmitApplication();
  const report = useReportError();
  const [pending, setPending] = useState(false);
  // A ref as well as the state: a second click can arrive before the re-render that marks it busy.
  const running = useRef(false);

  return (
    <SubmitButton
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (running.current) return;
        running.current = true;
        setPending(true);
        submit()
          .catch(report)
          .finally(() => {
            running.current = false;
            setPending(false);
          });
      }}
    >
      {MESSAGES.submit}
    </SubmitButton>
  );
}

/**
 * The buttons at the foot of a form page: Save, and Save and Continue or Submit, each with its own
 * dialog error boundary: an unexpected error shows the Unexpected Error dialog.
 */
export function FormActions({ page }: { page: Page }) {
  const next = PAGES.find((candidate) => candidate.step === page.step + 1);
  return (
    <div className="form-actions" role="group" aria-label={MESSAGES.formActionsLabel}>
      <DialogErrorBoundary>
        <SaveButton />
      </DialogErrorBoundary>
      <DialogErrorBoundary>
        {next ? <NextPageButton next={next} /> : <SubmitApplicationButton />}
      </DialogErrorBoundary>
    </div>
  );
}
