import type { PageDefinition, Section } from '@portico/application';
import { FormNodes } from './form-nodes';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';
import './widgets.css';

/** One page of the application as its definition declares it: sections, each titled, then their nodes. */
export function FormPageContent({ page, mode }: { page: PageDefinition; mode: WidgetMode }) {
  return (
    <div className="form-page">
      {page.sections.map((section) => (
        <FormSection key={section.id} section={section} mode={mode} />
      ))}
    </div>
  );
}

function FormSection({ section, mode }: { section: Section; mode: WidgetMode }) {
  const text = useSiteText();
  const titleId = `${section.id}-title`;
  return (
    <section className="form-section" id={section.id} aria-labelledby={titleId}>
      <h2 id={titleId} className="form-section__title">
        {text(section.title)}
      </h2>
      {section.description && <p className="form-section__description">{text(section.description)}</p>}
      <FormNodes nodes={section.children} mode={mode} />
    </section>
  );
}
