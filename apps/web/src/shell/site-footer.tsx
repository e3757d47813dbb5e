import { useCatalogue } from '../i18n/language-store';
import { LazyDialogButton } from './lazy-dialog-button';
import { lazy } from '../ui/lazy';

const loadHelpDialog = async () => ({ default: (await import('./help-dialog')).HelpDialog });
const loadPrivacyDialog = async () => ({ default: (await import('./privacy-dialog')).PrivacyDialog });
const HelpDialog = lazy(loadHelpDialog);
const PrivacyDialog = lazy(loadPrivacyDialog);

/** The footer's two dialogs. */
export function SiteFooter() {
  const { messages } = useCatalogue();
  return (
    <footer className="site-footer">
      <ul className="site-footer__links">
        <li>
          <LazyDialogButton
            label={messages.helpButton}
            dialog={HelpDialog}
            preload={() => void loadHelpDialog()}
          />
        </li>
        <li>
          <LazyDialogButton
            label={messages.privacyButton}
            dialog={PrivacyDialog}
            preload={() => void loadPrivacyDialog()}
          />
        </li>
      </ul>
    </footer>
  );
}
