import type { SiteConfig } from '@portico/application';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteConfigProvider } from '../config/site-config-context';
import { FormSessionSlotContext, type FormSessionSlot } from '../session/form-session-context';
import { AppErrorBoundary } from '../shell/app-error-boundary';
import { ToastProvider } from '../ui/toast';

/** Everything the screens rely on, above the router so toasts outlive a navigation. */
export function AppProviders({
  siteConfig,
  queryClient,
  formSlot,
  children,
}: {
  siteConfig: SiteConfig;
  queryClient: QueryClient;
  formSlot: FormSessionSlot;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <SiteConfigProvider config={siteConfig}>
        <QueryClientProvider client={queryClient}>
          <FormSessionSlotContext value={formSlot}>
            <ToastProvider>{children}</ToastProvider>
          </FormSessionSlotContext>
        </QueryClientProvider>
      </SiteConfigProvider>
    </AppErrorBoundary>
  );
}
