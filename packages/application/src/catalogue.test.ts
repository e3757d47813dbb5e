import { describe, expect, it } from 'vitest';
import type { CatalogueOf } from './catalogue-of';
import { EN, type Catalogue } from './catalogue';
import { checkApplicationDefinition } from './check-definition';
import { APPLICATION, buildApplication } from './definition/application';
import {
  translateDefinition,
  type DefinitionTextId,
  type DefinitionTranslation,
} from './definition/definition-text.en';
import { MAIL_TEXT_EN, type MailText } from './mail-text.en';
import { OPTION_LISTS, type OptionListName } from './options/option-source';
import { REFERENCE_LISTS, resolveOptionsIn } from './options/translate-options';
import { MESSAGES, type Messages } from './messages';
import { COMPLETE_ANSWERS } from './testing/complete-answers';
import { fileProblem } from './validation/file-rules';
import { crossFieldRules, validateApplication } from './validation/validate-application';
import { ANSWERS_WITH_EVERY_KIND_OF_ERROR } from './testing/answers-with-errors';
import { DEFINITION_TEXTS, TEXT_PROPERTIES, textsOf } from './testing/definition-texts';

const TODAY = '2026-06-01';

/** The pseudo-locale: every English text wrapped, so that an English text left anywhere shows. */
const wrap = (text: string) => `⟦${text}⟧`;
const isPseudo = (text: string) => text.startsWith('⟦') && text.endsWith('⟧');

/** A part of a catalogue in the pseudo-locale, mapped from the English one. */
function pseudo<T>(english: T): CatalogueOf<T> {
  return Object.fromEntries(
    Object.entries(english as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? wrap(value)
        : typeof value === 'function'
          ? (...args: unknown[]) => wrap(String(value(...args)))
          : pseudo(value),
    ]),
  ) as CatalogueOf<T>;
}

/** A second language as a translator would write one: every message, every word of the definition. */
const PSEUDO: Catalogue = {
  locale: 'en-US',
  messages: pseudo(EN.messages),
  pages: pseudo(EN.pages),
  server: pseudo(EN.server),
  format: pseudo(EN.format),
  definition: translateDefinition(
    Object.fromEntries(DEFINITION_TEXTS.map((id) => [id, wrap(id)])) as Record<DefinitionTextId, string>,
  ),
  mail: { ...pseudo(EN.mail), language: 'x-pseudo', dateLocale: 'en-US' },
  status: pseudo(EN.status),
  formatStatus: pseudo(EN.formatStatus),
  checkAnswers: pseudo(EN.checkAnswers),
  stepProgress: pseudo(EN.stepProgress),
  footer: pseudo(EN.footer),
  typedHere: pseudo(EN.typedHere),
};

describe('a second catalogue', () => {
  const definition = buildApplication(PSEUDO);

  it('builds the same application, every text in its language', () => {
    const english = textsOf(APPLICATION);
    const texts = textsOf(definition);
    expect(texts).toHaveLength(english.length);
    expect(texts.filter((text) => !isPseudo(text))).toEqual([]);
    // Only the words differ: the same keys, kinds, conditions and limits.
    const shape = (value: unknown) => JSON.stringify(value, (key, v) => (TEXT_PROPERTIES.has(key) ? 0 : v));
    expect(shape(definition)).toBe(shape(APPLICATION));
  });

  it('passes the definition checker with its own rules', () => {
    expect(checkApplicationDefinition(definition, { rules: crossFieldRules(PSEUDO, definition) })).toEqual(
      [],
    );
  });

  it('uses every word of the definition catalogue', () => {
    const asked = new Set<string>();
    const recording = (id: DefinitionTextId) => (asked.add(id), id);
    buildApplication({ ...EN, definition: recording });
    const context = { site: { entryTerms: [], majors: [] }, currentYear: 2026 };
    for (const list of Object.keys(OPTION_LISTS) as OptionListName[])
      resolveOptionsIn(recording, { list }, context);
    expect(DEFINITION_TEXTS.filter((id) => !asked.has(id))).toEqual([]);
  });

  it('validates an application in its language: required, rule and cross-field messages', () => {
    const empty = validateApplication('all', { answers: {} }, { today: TODAY, catalogue: PSEUDO });
    const wrong = validateApplication(
      'all',
      { answers: ANSWERS_WITH_EVERY_KIND_OF_ERROR },
      { today: TODAY, catalogue: PSEUDO },
    );
    const messages = [...Object.values(empty), ...Object.values(wrong)].flat();
    expect(Object.keys(wrong)).toEqual(
      expect.arrayContaining([
        'birth_date',
        'zip',
        'phone_mobile',
        'hs_gpa',
        'college_attend_from_month',
        'military_not_applicable',
        'sat_score_total',
        'deferred_action',
      ]),
    );
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((message) => !isPseudo(message))).toEqual([]);
  });

  it('offers the coded answer choices and the months in its language, the reference lists as they are', () => {
    const context = { site: { entryTerms: [], majors: [] }, currentYear: 2026 };
    for (const list of Object.keys(OPTION_LISTS) as OptionListName[]) {
      const labels = resolveOptionsIn(PSEUDO.definition, { list }, context)
        .filter((option) => option.value !== '')
        .map((option) => option.label);
      if (REFERENCE_LISTS.includes(list))
        expect(labels).toEqual(OPTION_LISTS[list].slice(1).map((o) => o.label));
      else
        expect(
          labels.filter((label) => !isPseudo(label)),
          list,
        ).toEqual([]);
    }
  });

  it('names the GPA scale in its language', () => {
    const errors = validateApplication(
      'education',
      { answers: { ...COMPLETE_ANSWERS, hs_gpa: '4.5', gpa_scale: '4' } },
      { today: TODAY, catalogue: PSEUDO },
    );
    expect(errors['hs_gpa']).toEqual([wrap(`Your GPA must be between 0 and ${wrap('4.0')}`)]);
  });

  it('checks a file in its language', () => {
    expect(fileProblem({ name: 'essay.exe', size: 10 }, PSEUDO.messages)).toBe(wrap(MESSAGES.fileWrongType));
  });

  it('is English by default, unchanged', () => {
    const errors = validateApplication('all', { answers: {} }, { today: TODAY });
    expect(errors['first_name']).toEqual([MESSAGES.legalFirstName]);
    expect(buildApplication(EN)).toEqual(APPLICATION);
  });
});

describe('a catalogue that misses a text', () => {
  it('does not compile', () => {
    const { submit: _submit, ...withoutSubmit } = MESSAGES;
    // @ts-expect-error a language without the 'submit' message is not a catalogue's messages
    const messages: Messages = withoutSubmit;
    // @ts-expect-error a translation of the definition must translate every word of it
    const definition: DefinitionTranslation = { City: 'Ville' };
    const { language: _language, ...withoutLanguage } = MAIL_TEXT_EN;
    // @ts-expect-error the e-mails' words without their language
    const mail: MailText = withoutLanguage;
    // @ts-expect-error a message function with other parameters than the English one
    const format: Catalogue['format'] = { ...EN.format, uploadError: (field: number) => `${field}` };
    expect([messages, definition, mail, format]).toHaveLength(4);
  });
});
