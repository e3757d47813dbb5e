import { MESSAGES } from '@portico/application';
import { lazy } from 'react';
import { LazyDialogButton } from './lazy-dialog-button';

const loadHelpDialog = async () => ({ default: (await import('./help-dialog')).HelpDialog });
const loadPrivacyDialog = async () => ({ default: (await import('./privacy-dialog')).PrivacyDialog });
const HelpDialog = lazy(loadHelpDialog);
const PrivacyDialog = lazy(loadPrivacyDialog);

const DIALOGS = [
  { label: MESSAGES.helpButton, dialog: HelpDialog, load: loadHelpDialog },
  { label: MESSAGES.privacyButton, dialog: PrivacyDialog, load: loadPrivacyDialog },
];

/** The footer's two dialogs. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul className="site-footer__links">
        {DIALOGS.map(({ label, dialog, load }) => (
          <li key={label}>
            <LazyDialogButton label={label} dialog={dialog} preload={() => void load()} />
          </li>
        ))}
      </ul>
    </footer>
  );
}
