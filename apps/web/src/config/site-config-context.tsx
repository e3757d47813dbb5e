import type { SiteConfig } from '@portico/application';
import { createContext, useContext, type ReactNode } from 'react';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext value={config}>{children}</SiteConfigContext>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs a SiteConfigProvider above it');
  return config;
}

/** For the few components (the error screen) that must render even when the configuration is bad. */
export function useOptionalSiteConfig(): SiteConfig | null {
  return useContext(SiteConfigContext);
}
