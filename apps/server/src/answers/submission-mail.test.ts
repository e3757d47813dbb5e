import { APPLICATION, EN, sentDocuments, siteConfigIn, type Catalogue } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_PATH } from '../../test/test-app';
import { confirmationCodeMail } from '../accounts/account-mail';
import { loadSiteConfig } from '../platform/site-config';
import { submissionMail } from './submission-mail';

/** The e-mails in a second catalogue: each English text wrapped, so that one left in English shows. */
const wrap = (text: string) => `⟦${text}⟧`;
const PSEUDO_MAIL: Catalogue['mail'] = {
  ...EN.mail,
  language: 'x-pseudo',
  submissionSubject: (institution) => wrap(EN.mail.submissionSubject(institution)),
  submissionReceived: (...args) => wrap(EN.mail.submissionReceived(...args)),
  submissionQuoteReference: (office) => wrap(EN.mail.submissionQuoteReference(office)),
  submissionNews: wrap(EN.mail.submissionNews),
  confirmationCodeSubject: (institution) => wrap(EN.mail.confirmationCodeSubject(institution)),
  confirmationCode: (code) => wrap(EN.mail.confirmationCode(code)),
  confirmationCodeUse: wrap(EN.mail.confirmationCodeUse),
  confirmationCodeIgnore: wrap(EN.mail.confirmationCodeIgnore),
};
const PSEUDO = {
  messages: {
    ...EN.messages,
    completionReference: wrap(EN.messages.completionReference),
    completionNextSteps: wrap(EN.messages.completionNextSteps),
    completionDocuments: wrap(EN.messages.completionDocuments),
    completionNoDocuments: wrap(EN.messages.completionNoDocuments),
  },
  mail: PSEUDO_MAIL,
  format: EN.format,
};
const SUBMITTED_AT = new Date('2026-06-01T15:00:00Z');
const englishConfig = async () => siteConfigIn(await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH), 'en');

describe('the e-mails of another catalogue', () => {
  it('are written in its words and its language', async () => {
    const config = await englishConfig();
    const mail = submissionMail(
      config,
      'ana@example.edu',
      { reference: 'JSU-ABC123', submittedAt: SUBMITTED_AT, documents: [] },
      PSEUDO,
    );
    expect(mail.subject).toBe(wrap(EN.mail.submissionSubject(config.institution.name)));
    const paragraphs = mail.text.trim().split('\n\n');
    // Every paragraph but the signature (the institution's name and contact) is the catalogue's.
    expect(paragraphs.slice(0, -1).every((paragraph) => paragraph.startsWith('⟦'))).toBe(true);
    expect(mail.html).toContain('<html lang="x-pseudo">');
    expect(mail.html).toContain(wrap(EN.mail.submissionNews));

    const code = confirmationCodeMail(config, 'ana@example.edu', '493021', PSEUDO_MAIL);
    expect(code.text).toContain(wrap('Your confirmation code is 493021'));
    expect(code.html).toContain('<html lang="x-pseudo">');
  });
});

describe('one name for the office (issue 31)', () => {
  it('names the admissions office as the site does on its pages (its address), not by a name of its own', async () => {
    const config = await englishConfig();
    const office = config.institution.admissionsOffice.lines[0];
    const mail = submissionMail(config, 'ana@example.edu', {
      reference: '2026-AB12-CD34',
      submittedAt: SUBMITTED_AT,
      documents: [],
    });
    expect(office).toBe('Office of Undergraduate Admissions');
    expect(mail.text).toContain(`Please quote your reference number when you contact the ${office}.`);
    expect(mail.text).not.toContain('Office of Admissions');
  });
});

describe('the receipt says what this applicant sent (issue 27)', () => {
  const COPY = 'The copy you uploaded lets us begin';
  const NO_COPY = 'You did not upload a copy';

  it('lists the documents uploaded, and speaks of the transcript copy only to one who uploaded it', async () => {
    const config = await englishConfig();
    const documents = sentDocuments(APPLICATION, {
      hs_transcript: { file_name: 'big.jpg' },
      fee_waiver_letter: { file_name: 'waiver <1>.pdf' },
      not_a_question: { file_name: 'stray.pdf' },
    });
    const mail = submissionMail(config, 'ana@example.edu', {
      reference: '2026-AB12-CD34',
      submittedAt: SUBMITTED_AT,
      documents,
    });
    expect(mail.text).toContain(
      'Documents you uploaded:\n- Unofficial High School Transcript: big.jpg\n- Counselor Fee-Waiver Letter: waiver <1>.pdf\n\n',
    );
    expect(mail.text).not.toContain('stray.pdf');
    expect(mail.text).toContain(COPY);
    expect(mail.text).not.toContain(NO_COPY);
    expect(mail.text).not.toContain(EN.messages.completionNoDocuments);
    expect(mail.html).toContain(
      '<li>Unofficial High School Transcript: big.jpg</li><li>Counselor Fee-Waiver Letter: waiver &#60;1&#62;.pdf</li>',
    );
    expect(mail.html).toContain(COPY);
    expect(mail.html).not.toContain(NO_COPY);
  });

  it('says that nothing was uploaded, and how to send the official transcript, to one who uploaded nothing', async () => {
    const config = await englishConfig();
    const mail = submissionMail(config, 'ana@example.edu', {
      reference: '2026-AB12-CD34',
      submittedAt: SUBMITTED_AT,
      documents: [],
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(EN.messages.completionNoDocuments);
      expect(part).toContain(NO_COPY);
      expect(part).toContain('Lindsey Hall, Room 110, 1200 College Avenue, Harbor Valley, GA 30601');
      expect(part).not.toContain(COPY);
      expect(part).not.toContain(EN.messages.completionDocuments);
    }
  });
});

describe('the receipt in Spanish (issue 32)', () => {
  const receipt = { reference: '2026-AB12-CD34', submittedAt: SUBMITTED_AT, documents: [] };

  it('says the configuration’s title and steps in the Spanish it gives', async () => {
    const file = await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH);
    const mail = submissionMail(siteConfigIn(file, 'es'), 'ana@example.edu', receipt, ES);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Solicitud de admisión a licenciatura');
      expect(part).toContain('Si tomó el SAT o el ACT, pida a la agencia del examen');
      expect(part).not.toContain('If you took the SAT');
    }
    expect(mail.html).not.toContain('lang="en"');
  });

  it('marks English a text the configuration does not translate, inside a sentence or whole', async () => {
    const file = await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH);
    const partial = siteConfigIn(
      { ...file, applicationTitle: 'Graduate Application', nextSteps: ['Call us.'] },
      'es',
    );
    const mail = submissionMail(partial, 'ana@example.edu', receipt, ES);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<li><span lang="en">Call us.</span></li>');
    expect(mail.html).toContain('Recibimos su <span lang="en">Graduate Application</span> el ');
    expect(mail.text).toContain('Call us.');
  });
});
