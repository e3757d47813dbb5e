import { HelpDialog } from './help-dialog';
import { PrivacyDialog } from './privacy-dialog';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul className="site-footer__links">
        <li>
          <HelpDialog />
        </li>
        <li>
          <PrivacyDialog />
        </li>
      </ul>
    </footer>
  );
}
