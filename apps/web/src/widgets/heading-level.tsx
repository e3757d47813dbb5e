import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/** The level of a page's section titles: h2 under a form step's h1, h3 in the print view. */
export type SectionHeadingLevel = 2 | 3;

const SectionLevelContext = createContext<SectionHeadingLevel>(2);

export function SectionLevel({ level, children }: { level: SectionHeadingLevel; children: ReactNode }) {
  return <SectionLevelContext value={level}>{children}</SectionLevelContext>;
}

/**
 * A heading placed by its depth below the page's section titles: `depth` 0 is a section title,
 * 1 what a section holds (a content block's heading, an add-another component). A form step puts
 * sections under its h1; the print view puts the three pages under one h1, each page an h2, so
 * everything moves one level down. The levels must be right: the application PDF is tagged, and a
 * screen reader's list of headings is how its reader moves through it (WCAG 1.3.1).
 */
export function Heading({ depth, ...props }: { depth: 0 | 1 } & ComponentPropsWithoutRef<'h2'>) {
  const level = useContext(SectionLevelContext) + depth;
  const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return <Tag {...props} />;
}
