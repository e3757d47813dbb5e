import { COMPLETION_ROUTE } from '@portico/application';
import { useState, type ReactNode } from 'react';
import { useProfile } from '../api/get-profile';
import { DateWindowAlert } from './date-window-alert';
import { FormSessionProvider } from '../session/form-session';
import { DialogErrorBoundary } from '../ui/dialog-error-boundary';
import { FullScreenSpinner } from './full-screen-spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { StepNav } from './step-nav';
import { useNavigationStateToast } from '../navigation/use-navigation-state-toast';
import { useLocation } from '../navigation/router';
import { useStatusRoutes } from './use-status-routes';
import { WelcomeBanner } from './welcome-banner';
import './shell.css';

/**
 * The frame of the three form pages and /completion. The profile loads first,
 * behind a full-screen spinner; an anonymous visitor gets a null profile and the same frame.
 * The status decides which of them may be seen (useStatusRoutes). Everything in it works on the
 * app's form session (FormSessionProvider).
 */
export function FormLayout({ children }: { children: ReactNode }) {
  return (
    <FormSessionProvider>
      <FormFrame>{children}</FormFrame>
    </FormSessionProvider>
  );
}

function FormFrame({ children }: { children: ReactNode }) {
  const profile = useProfile();
  // The window is judged once per visit to the layout, not re-checked on every render.
  const [now] = useState(() => new Date());
  const { pathname } = useLocation();
  useNavigationStateToast();
  useStatusRoutes({ statusKnown: profile.isSuccess });

  if (profile.isPending) return <FullScreenSpinner />;

  return (
    <div className="shell">
      <SkipLink />
      <SiteHeader>
        <DialogErrorBoundary>
          <StepNav />
        </DialogErrorBoundary>
      </SiteHeader>
      <div className="shell__body shell__body--columns">
        <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
          <WelcomeBanner />
          {children}
        </main>
        {/* A deadline says nothing to an applicant who has submitted (issue 31: on a phone it
            pushed the status page's news below the first screen). */}
        {pathname !== COMPLETION_ROUTE && <DateWindowAlert now={now} />}
      </div>
      <SiteFooter />
    </div>
  );
}
