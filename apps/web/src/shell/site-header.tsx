import type { ReactNode } from 'react';
import { useSiteConfig } from '../config/site-config-context';
import { LanguageSwitch } from '../i18n/language-switch';
import '../ui/site-header.css';
import { AccountMenu } from './account-menu';

/**
 * The banner: institution and application title, the language switch and the account menu, on
 * every applicant page (the account cards' and the form's). Not a heading: each
 * screen has its own h1.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const { institution, applicationTitle } = useSiteConfig();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__names">
          <p className="site-header__institution">{institution.name}</p>
          <p className="site-header__title">{applicationTitle}</p>
        </div>
        <div className="site-header__tools">
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </div>
      {children}
    </header>
  );
}
