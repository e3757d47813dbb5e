import { MESSAGES } from '@portico/application';
import { LazyDialogButton } from './lazy-dialog-button';

const loadHelpDialog = async () => (await import('./help-dialog')).HelpDialog;
const loadPrivacyDialog = async () => (await import('./privacy-dialog')).PrivacyDialog;

/** The footer's two dialogs. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul className="site-footer__links">
        <li>
          <LazyDialogButton label={MESSAGES.helpButton} load={loadHelpDialog} />
        </li>
        <li>
          <LazyDialogButton label={MESSAGES.privacyButton} load={loadPrivacyDialog} />
        </li>
      </ul>
    </footer>
  );
}
