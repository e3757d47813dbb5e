import { useCatalogue } from '../i18n/language-store';
import { useIsServiceUser } from '../session/service-user';
import { useSessionSnapshot } from '../session/session-store';
import { useAccount } from '../session/use-account';
import { welcomeBannerContent } from './welcome-banner-content';

/** The welcome banner above the form. */
export function WelcomeBanner() {
  const { isLoggedIn, loginCount, isSubmitted } = useAccount();
  const { hasChangedPage } = useSessionSnapshot();
  const isServiceUser = useIsServiceUser();
  const { messages } = useCatalogue();
  const content = welcomeBannerContent(
    { isLoggedIn, loginCount, isSubmitted, hasChangedPage, isServiceUser },
    messages,
  );
  if (!content) return null;
  return (
    <div className="welcome-banner">
      <p className="welcome-banner__title">{content.title}</p>
      {content.note && <p className="welcome-banner__note">{content.note}</p>}
    </div>
  );
}
