import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readSiteConfig } from '../config/read-site-config';
import { ErrorScreen } from '../shell/error-screen';
import { createApp } from './create-app';
import { AppProviders } from './providers';
import './theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

try {
  const siteConfig = readSiteConfig(document);
  const { router, queryClient } = createApp((routes) => createBrowserRouter(routes));
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders siteConfig={siteConfig} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
} catch (error) {
  // Without a valid site configuration there is no header, footer or form to show.
  console.error(error);
  root.render(<ErrorScreen />);
}
