import { EN, type Catalogue } from '@portico/application';
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
  submissionQuoteReference: wrap(EN.mail.submissionQuoteReference),
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
  },
  mail: PSEUDO_MAIL,
};

describe('the e-mails of another catalogue', () => {
  it('are written in its words and its language', async () => {
    const config = await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH);
    const mail = submissionMail(
      config,
      'ana@example.edu',
      'JSU-ABC123',
      new Date('2026-06-01T15:00:00Z'),
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
