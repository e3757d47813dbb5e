import { siteConfigIn, ZSiteConfig, type SiteConfig, type SiteConfigFile } from '@portico/application';

/**
 * A complete, valid site configuration file for tests, parsed so that it stays valid as the schema
 * moves: some texts in English and Spanish, some in English only (issue 32). GET /public/site-config
 * answers it (testing/render-app.tsx).
 */
export function siteConfigFileFixture(): SiteConfigFile {
  return ZSiteConfig.parse({
    institution: {
      name: 'Test State University',
      address: { lines: ['1 Test Way'], city: 'Testville', state: 'GA', zip: '30000' },
      admissionsOffice: {
        lines: ['Office of Admissions', '1 Test Way'],
        city: 'Testville',
        state: 'GA',
        zip: '30000',
      },
      timeZone: 'America/New_York',
    },
    applicationTitle: { en: 'Test Application for Admission', es: 'Solicitud de admisión de prueba' },
    nextSteps: [
      { en: 'Send your official transcript.', es: 'Envíe su expediente académico oficial.' },
      'We decide by March 15.',
    ],
    contact: {
      email: 'admissions@test.example.edu',
      phone: '(706) 555-0100',
      technicalHelpEmail: 'help@test.example.edu',
      hours: 'Weekdays, 9 to 5',
    },
    helpLinks: {
      pdfReader: { label: 'Get a PDF reader', url: 'https://pdf.example.com/' },
      website: { label: 'Admissions website', url: 'https://test.example.edu/' },
      internationalApplication: {
        label: 'International Application',
        url: 'https://test.example.edu/international',
      },
    },
    privacy: {
      policy: [
        {
          en: 'We use your data to consider your application.',
          es: 'Usamos sus datos para considerar su solicitud.',
        },
        'We share it with nobody else.',
      ],
      policyLink: { label: 'Full privacy policy', url: 'https://test.example.edu/privacy' },
      cookieNotice: ['We set only the cookies the site needs.'],
    },
    testCodes: { sat: '1234', act: '5678' },
    financialAidSchoolCode: 'E00001',
    entryTerms: [{ value: '202708', label: { en: 'Fall 2027', es: 'Otoño de 2027' } }],
    majors: [{ value: 'BIOL', label: { en: 'Biology', es: 'Biología' } }],
    textAreaLimit: 7000,
    failedSubmitRoute: '/about',
    dateWindowAlert: {
      start: '2026-01-01T00:00:00Z',
      end: '2026-02-01T00:00:00Z',
      title: { en: 'Priority deadline', es: 'Fecha límite de prioridad' },
      content: [
        { en: 'Apply by January 15.', es: 'Presente su solicitud a más tardar el 15 de enero.' },
        'Late applications are welcome.',
      ],
    },
  });
}

/** The fixture in English, as the page is sent it, with `overrides` over it. */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return { ...siteConfigIn(siteConfigFileFixture(), 'en'), ...overrides };
}
