import { useRef, useState, type ComponentPropsWithRef } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { Button } from '../ui/button';
import { useReportError } from './use-report-error';
import { useSubmitApplication } from './use-submit-application';

/** The submit button's fixed size, 10rem x 3rem. */
function SubmitButton(props: Omit<ComponentPropsWithRef<'button'>, 'type'>) {
  return <Button variant="primary" size="submit" {...props} />;
}

/**
 * Submit (the steps are in useSubmitApplication). Pressed twice, it submits once:
 * a press while one is under way does nothing, and the button says it is busy meanwhile.
 */
export function SubmitApplicationButton() {
  const { messages } = useCatalogue();
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
      {messages.submit}
    </SubmitButton>
  );
}
