import { LANGUAGES, type Language } from './languages';
import type { SiteConfig, SiteConfigFile, SiteText } from './site-config.schema';

/**
 * The site configuration in one language (issue 32): each text the language's own, else the
 * English, listed in `untranslated` so that where it is shown it is marked `lang="en"`. Every text
 * of the file goes through `text` here: one the schema adds and this function forgets is a
 * `SiteText` where the result's type wants a string, and fails to compile. The same function makes
 * the server's configurations (e-mails, the status page, index.html) and the browser's Spanish one
 * (i18n/spanish-texts.ts).
 */
export function siteConfigIn(file: SiteConfigFile, language: Language): SiteConfig {
  const untranslated: string[] = [];
  const text = (value: SiteText): string => {
    const english = typeof value === 'string' ? value : value.en;
    const translated = typeof value === 'string' ? (language === 'en' ? value : undefined) : value[language];
    if (translated !== undefined) return translated;
    untranslated.push(english);
    return english;
  };
  const link = ({ label, url }: { label: SiteText; url: string }) => ({ label: text(label), url });
  const option = ({ value, label }: { value: string; label: SiteText }) => ({ value, label: text(label) });
  return {
    ...file,
    applicationTitle: text(file.applicationTitle),
    nextSteps: file.nextSteps.map((step) =>
      typeof step === 'object' && 'document' in step ? { ...step, text: text(step.text) } : text(step),
    ),
    checklist: file.checklist.map((item) => ({ ...item, label: text(item.label) })),
    decisions: file.decisions.map((decision) => ({
      ...decision,
      label: text(decision.label),
      letter: decision.letter.map(text),
    })),
    contact: { ...file.contact, hours: text(file.contact.hours) },
    helpLinks: {
      pdfReader: link(file.helpLinks.pdfReader),
      website: link(file.helpLinks.website),
      ...(file.helpLinks.internationalApplication && {
        internationalApplication: link(file.helpLinks.internationalApplication),
      }),
    },
    privacy: {
      policy: file.privacy.policy.map(text),
      policyLink: link(file.privacy.policyLink),
      cookieNotice: file.privacy.cookieNotice.map(text),
    },
    entryTerms: file.entryTerms.map(option),
    majors: file.majors.map(option),
    dateWindowAlert: file.dateWindowAlert && {
      ...file.dateWindowAlert,
      title: text(file.dateWindowAlert.title),
      content: file.dateWindowAlert.content.map(text),
    },
    untranslated,
  };
}

/** The configuration in each language offered, made once (the server holds them all). */
export type SiteConfigs = Readonly<Record<Language, SiteConfig>>;

export function siteConfigsIn(file: SiteConfigFile): SiteConfigs {
  return Object.fromEntries(LANGUAGES.map((language) => [language, siteConfigIn(file, language)])) as Record<
    Language,
    SiteConfig
  >;
}
