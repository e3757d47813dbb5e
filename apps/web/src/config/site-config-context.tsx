import type { SiteConfig } from '@portico/application';
import { createContext, useContext, type ReactNode } from 'react';
import { useLanguageTexts } from '../i18n/language-store';
import { useProvided } from '../ui/use-provided';

/** The configuration as the page was sent it (index.html): in English. */
const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext value={config}>{children}</SiteConfigContext>;
}

/**
 * The site configuration in the language shown (issue 32): its Spanish once Spanish has arrived
 * (i18n/spanish-texts.ts), else the page's English. The staff area reads it in English: its
 * language is fixed (app/main.tsx).
 */
export function useSiteConfig(): SiteConfig {
  const english = useEnglishSiteConfig();
  return useLanguageTexts().site ?? english;
}

/** For the few components (the error screen) that must render even when the configuration is bad. */
export function useOptionalSiteConfig(): SiteConfig | null {
  const english = useContext(SiteConfigContext);
  const { site } = useLanguageTexts();
  return english && (site ?? english);
}

/** The configuration in English whatever is shown: what a choice stores for staff to read. */
export function useEnglishSiteConfig(): SiteConfig {
  return useProvided(SiteConfigContext, 'useSiteConfig');
}

/**
 * `'en'` for a text of the configuration shown in English for want of a translation into the
 * language shown, for its `lang` (issue 32); undefined for any other.
 */
export function useSiteLang(): (text: string) => 'en' | undefined {
  const { untranslated } = useSiteConfig();
  return (text) => (untranslated.includes(text) ? 'en' : undefined);
}
