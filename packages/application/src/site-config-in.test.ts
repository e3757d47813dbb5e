import { describe, expect, it } from 'vitest';
import { siteConfigIn, siteConfigsIn } from './site-config-in';
import { ZSiteConfig } from './site-config.schema';

/** A configuration file: some texts in English and Spanish, some in English only. */
const FILE = ZSiteConfig.parse({
  institution: {
    name: 'Test State University',
    address: { lines: ['1 Test Way'], city: 'Testville', state: 'GA', zip: '30000' },
    admissionsOffice: { lines: ['Office of Admissions'], city: 'Testville', state: 'GA', zip: '30000' },
    timeZone: 'America/New_York',
  },
  applicationTitle: { en: 'Application for Admission', es: 'Solicitud de admisión' },
  nextSteps: [
    { en: 'Send your transcript.', es: 'Envíe su expediente académico.' },
    'We decide by March 15.',
    {
      text: { en: 'We have your copy.', es: 'Tenemos su copia.' },
      document: 'hs_transcript',
      uploaded: true,
    },
  ],
  checklist: [{ key: 'transcript', label: { en: 'Transcript', es: 'Expediente académico' }, required: true }],
  contact: {
    email: 'admissions@test.example.edu',
    phone: '(706) 555-0100',
    technicalHelpEmail: 'help@test.example.edu',
    hours: 'Weekdays, 9 to 5',
  },
  helpLinks: {
    pdfReader: {
      label: { en: 'Get a PDF reader', es: 'Obtenga un lector de PDF' },
      url: 'https://pdf.example.com/',
    },
    website: { label: 'Admissions website', url: 'https://test.example.edu/' },
  },
  privacy: {
    policy: [{ en: 'We use your data.', es: 'Usamos sus datos.' }],
    policyLink: {
      label: { en: 'Privacy policy', es: 'Política de privacidad' },
      url: 'https://test.example.edu/p',
    },
    cookieNotice: ['Cookies we need only.'],
  },
  testCodes: { sat: '1234', act: '5678' },
  financialAidSchoolCode: 'E00001',
  entryTerms: [{ value: '202708', label: { en: 'Fall 2027', es: 'Otoño de 2027' } }],
  majors: [
    { value: 'BIOL', label: { en: 'Biology', es: 'Biología' } },
    { value: 'MUSC', label: 'Music' },
  ],
  failedSubmitRoute: '/about',
  dateWindowAlert: {
    start: '2026-01-01T00:00:00Z',
    end: '2026-02-01T00:00:00Z',
    title: { en: 'Priority deadline', es: 'Fecha límite de prioridad' },
    content: ['Apply by January 15.'],
  },
});

describe('the site configuration in one language (issue 32)', () => {
  it('reads every text in English, whatever the file gives, with nothing untranslated', () => {
    const english = siteConfigIn(FILE, 'en');
    expect(english.applicationTitle).toBe('Application for Admission');
    expect(english.nextSteps).toEqual([
      'Send your transcript.',
      'We decide by March 15.',
      { text: 'We have your copy.', document: 'hs_transcript', uploaded: true },
    ]);
    expect(english.checklist[0]?.label).toBe('Transcript');
    expect(english.majors.map((major) => major.label)).toEqual(['Biology', 'Music']);
    expect(english.decisions.map((decision) => decision.label)).toEqual([
      'Admit',
      'Deny',
      'Waitlist',
      'Defer',
    ]);
    expect(english.untranslated).toEqual([]);
  });

  it('reads each text in Spanish where the file gives it, else in English, listing those English ones', () => {
    const spanish = siteConfigIn(FILE, 'es');
    expect(spanish.applicationTitle).toBe('Solicitud de admisión');
    expect(spanish.nextSteps).toEqual([
      'Envíe su expediente académico.',
      'We decide by March 15.',
      { text: 'Tenemos su copia.', document: 'hs_transcript', uploaded: true },
    ]);
    expect(spanish.checklist[0]?.label).toBe('Expediente académico');
    expect(spanish.entryTerms).toEqual([{ value: '202708', label: 'Otoño de 2027' }]);
    expect(spanish.majors).toEqual([
      { value: 'BIOL', label: 'Biología' },
      { value: 'MUSC', label: 'Music' },
    ]);
    expect(spanish.helpLinks.pdfReader).toEqual({
      label: 'Obtenga un lector de PDF',
      url: 'https://pdf.example.com/',
    });
    expect(spanish.privacy.policy).toEqual(['Usamos sus datos.']);
    expect(spanish.dateWindowAlert?.title).toBe('Fecha límite de prioridad');
    // The default decisions carry their Spanish.
    expect(spanish.decisions[0]?.label).toBe('Admisión');
    expect(spanish.decisions[0]?.letter[0]).toBe('Estimado/a {first_name}:');
    expect(spanish.untranslated.sort()).toEqual(
      [
        'We decide by March 15.',
        'Weekdays, 9 to 5',
        'Admissions website',
        'Cookies we need only.',
        'Music',
        'Apply by January 15.',
      ].sort(),
    );
    // What is no text stays as the file gives it.
    expect(spanish.institution).toEqual(FILE.institution);
    expect(spanish.rubric).toEqual(FILE.rubric);
  });

  it('holds every language offered', () => {
    const configs = siteConfigsIn(FILE);
    expect(Object.keys(configs)).toEqual(['en', 'es']);
    expect(configs.es.applicationTitle).toBe('Solicitud de admisión');
  });

  it('refuses a text without its English, or in a language not offered', () => {
    for (const applicationTitle of [
      { es: 'Solicitud' },
      { en: 'Application', fr: 'Candidature' },
      { en: '' },
    ]) {
      const result = ZSiteConfig.safeParse({ ...FILE, applicationTitle });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe('applicationTitle');
    }
    const noEnglish = ZSiteConfig.safeParse({ ...FILE, applicationTitle: { es: 'Solicitud' } });
    expect(noEnglish.error?.issues[0]?.message).toBe(
      'must be a text, or the text in each language: { "en": "…", "es": "…" }',
    );
  });
});
