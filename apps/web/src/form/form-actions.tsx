import { CHECK_ANSWERS_ROUTE, PAGES, type Page } from '@portico/application';
import { Suspense, useState, type ComponentPropsWithRef } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { readReturnTo } from '../navigation/navigation-state';
import { useLocation } from '../navigation/router';
import { useFormNavigation, useSendToSignup } from '../session/answers-navigation';
import { useClientSnapshot } from '../session/client-snapshot';
import { useFormSession } from '../session/form-session';
import { DialogErrorBoundary } from '../ui/dialog-error-boundary';
import { Button } from '../ui/button';
import { useReportError } from './use-report-error';
import { lazy } from '../ui/lazy';

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'>;

// Only Final Steps submits: the submit's code stays out of the first visit (bench/first-visit-js).
const SubmitApplicationButton = lazy(async () => ({
  default: (await import('./submit-application-button')).SubmitApplicationButton,
}));

/** The continue button's fixed size, 15rem x 3rem. */
export function ContinueButton(props: ButtonProps) {
  return <Button variant="primary" size="continue" {...props} />;
}

/**
 * The next-page button, as 'Save and Continue': an anonymous visitor with
 * answers goes to /signup with them; a logged-in student's answers are saved (and, while
 * validating, the errors refreshed and posted: the spec's "triggers validation for
 * logged-in users", the same as a nav click's, in useFormNavigation); then the next page,
 * has_changed_page set on the first click, scrolled to the top.
 */
export function NextPageButton({ next }: { next: Page }) {
  const { messages } = useCatalogue();
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
      {messages.saveAndContinue}
    </ContinueButton>
  );
}

/** Save: a logged-in student's answers now; an anonymous visitor goes to /signup with them. */
export function SaveButton() {
  const { messages } = useCatalogue();
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
      {messages.saveButton}
    </Button>
  );
}

/**
 * To another page of the form, saving first as every form navigation does ('Check your answers',
 * and back to it after a Change); an anonymous visitor with answers goes to /signup, as from a step.
 */
function GoToButton({ to, primary = false, children }: { to: string; primary?: boolean; children: string }) {
  const go = useFormNavigation();
  const report = useReportError();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return;
        setPending(true);
        go(to, { scrollToTop: true })
          .catch(report)
          .finally(() => setPending(false));
      }}
    >
      {children}
    </Button>
  );
}

/**
 * The buttons at the foot of a form page: Save, and Save and Continue or Submit, each with its own
 * dialog error boundary: an unexpected error shows the Unexpected Error dialog.
 */
export function FormActions({ page }: { page: Page }) {
  const { messages } = useCatalogue();
  const next = PAGES.find((candidate) => candidate.step === page.step + 1);
  // Arrived by a 'Change' of 'Check your answers': the way back comes first.
  const returning = readReturnTo(useLocation().state) === CHECK_ANSWERS_ROUTE;
  return (
    <div className="form-actions" role="group" aria-label={messages.formActionsLabel}>
      {returning && (
        <DialogErrorBoundary>
          <GoToButton to={CHECK_ANSWERS_ROUTE} primary>
            {messages.checkAnswersReturn}
          </GoToButton>
        </DialogErrorBoundary>
      )}
      {!next && !returning && (
        <DialogErrorBoundary>
          <GoToButton to={CHECK_ANSWERS_ROUTE}>{messages.checkAnswersLink}</GoToButton>
        </DialogErrorBoundary>
      )}
      <DialogErrorBoundary>
        <SaveButton />
      </DialogErrorBoundary>
      <DialogErrorBoundary>
        {next ? (
          <NextPageButton next={next} />
        ) : (
          <Suspense fallback={null}>
            <SubmitApplicationButton />
          </Suspense>
        )}
      </DialogErrorBoundary>
    </div>
  );
}
