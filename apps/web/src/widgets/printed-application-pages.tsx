import { PAGES } from '@portico/application';
import { useLanguageTexts } from '../i18n/language-store';
import { FormPageContent } from './form-page';
import { PrintAudienceContext } from './print-audience';

/**
 * The whole application, read-only: each page an h2 over its sections (h3), in the widgets' print
 * rendering. The print view (and so the application PDF) and the staff's application page show
 * this same tree, each under a read-only form session. Its own module, out of the form pages'
 * first visit (bench/first-visit-js); its widgets are the form's.
 */
export function PrintedApplicationPages({ classPrefix }: { classPrefix: string }) {
  const { catalogue, application } = useLanguageTexts();
  return (
    <PrintAudienceContext value="print-view">
      {PAGES.map((page) => {
        const definition = application.pages.find((candidate) => candidate.id === page.id);
        if (!definition) return null;
        const headingId = `${classPrefix}-page-${page.id}`;
        return (
          <section key={page.id} className={`${classPrefix}__page`} aria-labelledby={headingId}>
            <h2 id={headingId} className={`${classPrefix}__page-title`}>
              {catalogue.pages[page.id]}
            </h2>
            <FormPageContent page={definition} mode="print" sectionHeadingLevel={3} />
          </section>
        );
      })}
    </PrintAudienceContext>
  );
}
