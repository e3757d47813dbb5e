import { isLanguage, type Language } from '@portico/application';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession } from '../api/get-session';
import { readSiteConfig } from '../config/read-site-config';
import { startLanguage } from '../i18n/language-store';
import { createBrowserHistory, HistoryRouter } from '../navigation/router';
import { hasIdentityCookie } from '../session/identity-cookie';
import { isServiceUserSearch } from '../session/service-user';
import { ErrorScreen } from '../shell/error-screen';
import { createApp } from './create-app';
import { AppProviders } from './providers';
import { loadPrintView, RootLayout } from './root-layout';
import './theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * A page whose language is not the reader's choice: the staff area is English (issue 32), and the
 * print view (the application's PDF) is in the language its link names (`lang`), else English.
 */
function fixedLanguage({ pathname, search }: { pathname: string; search: string }): Language | undefined {
  if (pathname === '/staff' || pathname.startsWith('/staff/')) return 'en';
  if (!isServiceUserSearch(search)) return undefined;
  const named = new URLSearchParams(search).get('lang');
  return isLanguage(named) ? named : 'en';
}

/** Without a valid site configuration there is no header, footer or form to show. */
function showError(error: unknown) {
  console.error(error);
  root.render(<ErrorScreen />);
}

try {
  const siteConfig = readSiteConfig(document);
  const { history, queryClient, formSlot } = createApp(createBrowserHistory());
  // The print view's code before the first render, not behind a Suspense boundary, whose reveal
  // React holds back up to 300 ms after its fallback showed: time that every application PDF,
  // printed from this view, would wait. Likewise the Spanish texts of a reader who chose Spanish.
  // A signed-in applicant's new tab opens in the account's language (issue 32).
  const account = hasIdentityCookie(document.cookie) ? async () => (await getSession()).language : undefined;
  Promise.all([
    loadPrintView(history.location.search),
    startLanguage(fixedLanguage(history.location), account),
  ])
    .then(([printView]) =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <AppProviders siteConfig={siteConfig} queryClient={queryClient} formSlot={formSlot}>
              <HistoryRouter history={history}>
                <RootLayout printView={printView} />
              </HistoryRouter>
            </AppProviders>
          </StrictMode>,
        ),
      ),
    )
    .catch(showError);
} catch (error) {
  showError(error);
}
