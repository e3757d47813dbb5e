import { APPLICATION, type Page } from '@portico/application';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useClientSnapshot } from '../session/client-snapshot';
import { ScreenHeading } from '../ui/screen-heading';
import { Spinner } from '../ui/spinner';
import { FormPageContent } from '../widgets/form-page';
import { FormActions } from './form-actions';
import { SaveStatusLine } from './save-status';
import { useFormSession } from './use-form-session';
import './form.css';

/**
 * One step of the application: its questions from the definition, rendered in edit mode, with
 * the save status and the page's buttons. The answers load first (useFormSession).
 */
export function FormStepScreen({ page }: { page: Page }) {
  const ready = useFormSession();
  const { is_logged_in: loggedIn } = useClientSnapshot();
  const { hash } = useLocation();
  const definition = APPLICATION.pages.find((candidate) => candidate.id === page.id);

  // '/{page}#{key}' (the validation summary's links): the question's input is focused once shown.
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);

  return (
    <div className="form-step">
      <ScreenHeading>{page.title}</ScreenHeading>
      {loggedIn && <SaveStatusLine />}
      {ready && definition ? (
        <>
          <FormPageContent page={definition} mode="edit" />
          <FormActions page={page} />
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
