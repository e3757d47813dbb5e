import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readSiteConfig } from '../config/read-site-config';
import { createBrowserHistory, HistoryRouter } from '../navigation/router';
import { ErrorScreen } from '../shell/error-screen';
import { createApp } from './create-app';
import { AppProviders } from './providers';
import { loadPrintView, RootLayout } from './root-layout';
import './theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

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
  // printed from this view, would wait.
  loadPrintView(history.location.search)
    .then((printView) =>
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
