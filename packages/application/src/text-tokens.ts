import type { SiteConfig } from './site-config.schema';

/**
 * Labels, hints and content of the definition may name values of the site configuration as
 * `{token}`, so that the application reads the same for every institution that runs it.
 */
export const TEXT_TOKENS = {
  institution: (site: SiteConfig) => site.institution.name,
  satCode: (site: SiteConfig) => site.testCodes.sat,
  actCode: (site: SiteConfig) => site.testCodes.act,
  financialAidSchoolCode: (site: SiteConfig) => site.financialAidSchoolCode,
} as const satisfies Record<string, (site: SiteConfig) => string>;

const TOKEN_PATTERN = /\{([A-Za-z]+)\}/g;

/** The `{token}` names a text uses, known or not (the configuration checker reports unknown ones). */
export function textTokens(text: string): string[] {
  return [...text.matchAll(TOKEN_PATTERN)].map((match) => match[1] ?? '');
}

/** The text with each known token replaced by its site value; unknown tokens are left as written. */
export function fillText(text: string, site: SiteConfig): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) =>
    name in TEXT_TOKENS ? TEXT_TOKENS[name as keyof typeof TEXT_TOKENS](site) : whole,
  );
}
