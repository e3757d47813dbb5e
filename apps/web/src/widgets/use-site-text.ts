import { fillText, optionLabel, resolveOptions, type Option, type OptionSource } from '@portico/application';
import { useCallback } from 'react';
import { useEnglishSiteConfig, useSiteConfig } from '../config/site-config-context';
import { useLanguageTexts } from '../i18n/language-store';

/** Labels, hints and content with the site's `{institution}`-style tokens filled in. */
export function useSiteText(): (text: string) => string {
  const site = useSiteConfig();
  return useCallback((text: string) => fillText(text, site), [site]);
}

/**
 * The options of a source in the language shown: fixed lists, the site's entry terms and majors,
 * year lists for this year (countries, states and provinces stay English reference data).
 */
export function useOptions(source: OptionSource | undefined): Option[] {
  const site = useSiteConfig();
  const { options } = useLanguageTexts();
  if (!source) return [];
  return options(source, { site, currentYear: new Date().getFullYear() });
}

/**
 * The label a choice stores in its `{key}_desc` companion: the English one whatever the language
 * shown, since the record is what the office reads, and staff read English (issue 32).
 */
export function useDescription(source: OptionSource | undefined): (value: string) => string {
  const site = useEnglishSiteConfig();
  return (value) =>
    source ? optionLabel(resolveOptions(source, { site, currentYear: new Date().getFullYear() }), value) : '';
}
