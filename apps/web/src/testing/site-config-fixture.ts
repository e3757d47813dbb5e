import { ZSiteConfig, type SiteConfig } from '@portico/application';

/** A complete, valid site configuration for tests; parsed so that it stays valid as the schema moves. */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
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
    applicationTitle: 'Test Application for Admission',
    nextSteps: ['Send your official transcript.', 'We decide by March 15.'],
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
      policy: ['We use your data to consider your application.', 'We share it with nobody else.'],
      policyLink: { label: 'Full privacy policy', url: 'https://test.example.edu/privacy' },
      cookieNotice: ['We set only the cookies the site needs.'],
    },
    testCodes: { sat: '1234', act: '5678' },
    financialAidSchoolCode: 'E00001',
    entryTerms: [{ value: '202708', label: 'Fall 2027' }],
    majors: [{ value: 'BIOL', label: 'Biology' }],
    textAreaLimit: 7000,
    failedSubmitRoute: '/about',
    dateWindowAlert: {
      start: '2026-01-01T00:00:00Z',
      end: '2026-02-01T00:00:00Z',
      title: 'Priority deadline',
      content: ['Apply by January 15.', 'Late applications are welcome.'],
    },
    ...overrides,
  });
}
