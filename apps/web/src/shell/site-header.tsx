import type { Language } from '@portico/application';
import type { ReactNode } from 'react';
import { useSiteConfig, useSiteLang } from '../config/site-config-context';
import { LanguageSwitch } from '../i18n/language-switch';
import '../ui/site-header.css';
import { AccountMenu } from './account-menu';
import { callApi } from '../api/client';
import { getSessionSnapshot } from '../session/session-store';

/**
 * A signed-in applicant's choice of language is the account's too: the e-mails and the PDF are in
 * it (issue 32). If the call fails the tab keeps the choice, and the next one tries again.
 */
function saveForAccount(language: Language) {
  if (getSessionSnapshot().hasIdentityCookie) callApi('saveLanguage', { body: { language } }).catch(() => {});
}

/**
 * The banner: institution and application title, the language switch and the account menu, on
 * every applicant page (the account cards' and the form's). Not a heading: each
 * screen has its own h1.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const { institution, applicationTitle } = useSiteConfig();
  const lang = useSiteLang();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__names">
          <p className="site-header__institution">{institution.name}</p>
          <p className="site-header__title" lang={lang(applicationTitle)}>
            {applicationTitle}
          </p>
        </div>
        <div className="site-header__tools">
          <LanguageSwitch onChoose={saveForAccount} />
          <AccountMenu />
        </div>
      </div>
      {children}
    </header>
  );
}
