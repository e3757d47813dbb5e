import { MESSAGES, PAGES, type Page } from '@portico/application';
import type { WebStatus } from '@portico/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentPropsWithRef } from 'react';
import { UnauthorizedError } from '../api/api-error';
import { saveWebStatus } from '../api/save-web-status';
import { useFormNavigation, useSendToSignup } from '../session/answers-navigation';
import { saveAnswersNow } from '../session/answers-save';
import { setLocalWebStatus, useClientSnapshot } from '../session/client-snapshot';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'>;

/** The continue button's fixed size, 15rem x 3rem (spec section 9). */
export function ContinueButton(props: ButtonProps) {
  return <Button variant="primary" size="continue" {...props} />;
}

/** The submit button's fixed size, 10rem x 3rem (spec section 9). */
export function SubmitButton(props: ButtonProps) {
  return <Button variant="primary" size="submit" {...props} />;
}

function useReportError() {
  const toast = useToast();
  return (error: unknown) => {
    if (error instanceof UnauthorizedError) return;
    toast.error(error instanceof Error ? error.message : String(error));
  };
}

/**
 * The next-page button, as 'Save and Continue' (spec sections 2 and 4): an anonymous visitor with
 * answers goes to /signup with them; a logged-in student's answers are saved; then the next page,
 * has_changed_page set on the first click, scrolled to the top.
 */
export function NextPageButton({ next }: { next: Page }) {
  const go = useFormNavigation();
  const [pending, setPending] = useState(false);
  return (
    <ContinueButton
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return;
        setPending(true);
        void go(next.path, { scrollToTop: true }).finally(() => setPending(false));
      }}
    >
      {MESSAGES.saveAndContinue}
    </ContinueButton>
  );
}

/** Save: a logged-in student's answers now; an anonymous visitor goes to /signup with them. */
export function SaveButton() {
  const { is_logged_in: loggedIn } = useClientSnapshot();
  const queryClient = useQueryClient();
  const sendToSignup = useSendToSignup();
  const report = useReportError();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (!loggedIn) void sendToSignup();
        else saveAnswersNow(queryClient).catch(report);
      }}
    >
      {MESSAGES.saveButton}
    </Button>
  );
}

/**
 * Submit (spec section 4). An anonymous visitor always goes to /signup with the answers. A
 * logged-in student's answers are saved and a started application becomes validating (here and
 * on the server). Validation, the error summary and the submission itself are the next issue's.
 */
export function SubmitApplicationButton() {
  const { is_logged_in: loggedIn, username, web_status: webStatus } = useClientSnapshot();
  const queryClient = useQueryClient();
  const sendToSignup = useSendToSignup();
  const report = useReportError();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (!loggedIn || !username) return sendToSignup();
    await saveAnswersNow(queryClient);
    if (webStatus === 'started') {
      const validating: WebStatus = 'validating';
      setLocalWebStatus(username, validating);
      await saveWebStatus(validating);
    }
  };

  return (
    <SubmitButton
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return;
        setPending(true);
        submit()
          .catch(report)
          .finally(() => setPending(false));
      }}
    >
      {MESSAGES.submit}
    </SubmitButton>
  );
}

/** The buttons at the foot of a form page: Save, and Save and Continue or Submit. */
export function FormActions({ page }: { page: Page }) {
  const next = PAGES.find((candidate) => candidate.step === page.step + 1);
  return (
    <div className="form-actions" role="group" aria-label={MESSAGES.formActionsLabel}>
      <SaveButton />
      {next ? <NextPageButton next={next} /> : <SubmitApplicationButton />}
    </div>
  );
}
