import type { PageDefinition, Section } from '@portico/application';
import { FormNodes } from './form-nodes';
import { Heading, SectionLevel, type SectionHeadingLevel } from './heading-level';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';
import './widgets.css';

/**
 * One page of the application as its definition declares it: sections, each titled, then their
 * nodes. Section titles are h2 under a form step's h1; the print view, where each page is an h2,
 * asks for h3 (`sectionHeadingLevel`).
 */
export function FormPageContent({
  page,
  mode,
  sectionHeadingLevel = 2,
}: {
  page: PageDefinition;
  mode: WidgetMode;
  sectionHeadingLevel?: SectionHeadingLevel;
}) {
  return (
    <SectionLevel level={sectionHeadingLevel}>
      <div className="form-page">
        {page.sections.map((section) => (
          <FormSection key={section.id} section={section} mode={mode} />
        ))}
      </div>
    </SectionLevel>
  );
}

function FormSection({ section, mode }: { section: Section; mode: WidgetMode }) {
  const text = useSiteText();
  const titleId = `${section.id}-title`;
  return (
    <section className="form-section" id={section.id} aria-labelledby={titleId}>
      <Heading depth={0} id={titleId} className="form-section__title">
        {text(section.title)}
      </Heading>
      {section.description && <p className="form-section__description">{text(section.description)}</p>}
      <FormNodes nodes={section.children} mode={mode} />
    </section>
  );
}
