import type { ReactNode } from 'react';
import { useSiteConfig } from '../config/site-config-context';
import '../ui/site-header.css';
import { AccountMenu } from './account-menu';

/**
 * The banner: institution and application title, and the account menu. Not a heading: each
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
        <AccountMenu />
      </div>
      {children}
    </header>
  );
}
