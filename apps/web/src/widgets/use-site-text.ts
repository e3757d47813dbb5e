import { fillText, resolveOptions, type Option, type OptionSource } from '@portico/application';
import { useCallback } from 'react';
import { useSiteConfig } from '../config/site-config-context';

/** Labels, hints and content with the site's `{institution}`-style tokens filled in. */
export function useSiteText(): (text: string) => string {
  const site = useSiteConfig();
  return useCallback((text: string) => fillText(text, site), [site]);
}

/** The options of a source: fixed lists, the site's entry terms and majors, year lists for this year. */
export function useOptions(source: OptionSource | undefined): Option[] {
  const site = useSiteConfig();
  if (!source) return [];
  return resolveOptions(source, { site, currentYear: new Date().getFullYear() });
}
