import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { useNavigationStateToast } from '../navigation/use-navigation-state-toast';
import './shell.css';

/** The frame of the account cards: no step navigation, the card centred. */
export function AuthLayout({ children }: { children: ReactNode }) {
  useNavigationStateToast();
  return (
    <div className="shell">
      <SkipLink />
      <SiteHeader />
      <div className="shell__body">
        <main id={MAIN_CONTENT_ID} className="shell__main shell__main--cards" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
