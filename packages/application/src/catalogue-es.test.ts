import { describe, expect, it } from 'vitest';
import { EN } from './catalogue';
import { ES, SESSION_MESSAGES_ES } from './catalogue.es';
import { missingAnswerText } from './check-answers';
import { checkApplicationDefinition } from './check-definition';
import { APPLICATION, buildApplication } from './definition/application';
import { DEFINITION_TRANSLATION_ES } from './definition/definition-text.es';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from './languages';
import { MESSAGES } from './messages';
import { PAGES } from './pages';
import { OPTION_LISTS, type OptionListName } from './options/option-source';
import { REFERENCE_LISTS, resolveOptionsIn } from './options/translate-options';
import { SESSION_MESSAGES } from './session-messages';
import type { SiteConfig } from './site-config.schema';
import { COMPLETE_ANSWERS } from './testing/complete-answers';
import { fillText, textTokens } from './text-tokens';
import { fileProblem } from './validation/file-rules';
import { crossFieldRules, validateApplication } from './validation/validate-application';
import { ANSWERS_WITH_EVERY_KIND_OF_ERROR } from './testing/answers-with-errors';
import { DEFINITION_TEXTS, TEXT_PROPERTIES, textsOf } from './testing/definition-texts';

const TODAY = '2026-06-01';
const SITE = {
  institution: { name: 'Harbor Valley State University' },
  testCodes: { sat: '5812', act: '0874' },
  financialAidSchoolCode: 'E01234',
} as unknown as SiteConfig;

/**
 * The Spanish texts left equal to their English ones, each with its reason (a path of the
 * catalogue, or a definition id). Anything else equal to its English is a text left untranslated.
 */
const SAME_IN_SPANISH: Readonly<Record<string, string>> = {
  'messages.defaultDialogHeader': "'Error' is the Spanish word too",
  'messages.errorToastTitle': "'Error' is the Spanish word too",
  'messages.errorTitlePrefix': "'Error: ' is the Spanish word too",
  'footer.cookieNoticeHeading': "'Cookies' is the word US Spanish sites use",
  'format.fileSummary': 'layout only: a file name and its size, no words',
  'format.documentTitle': 'layout only: a screen and the application title, no words',
  'format.printTitle': 'layout only: the application title and the applicant, no words',
  'format.sentDocument': 'layout only: a question and a file name, no words',
  'definition:No': "'No' is the Spanish word too",
  'definition:Mx.': 'a title with no established Spanish form; as the applicant would write it',
  'definition:4.0': 'a GPA scale: a number',
  'definition:5.0': 'a GPA scale: a number',
  'definition:6.0': 'a GPA scale: a number',
  'definition:10.0': 'a GPA scale: a number',
  'definition:100': 'a GPA scale: a number',
};

/** `{name}` placeholders the screen fills itself, not the catalogue: Radix fills the toasts' hotkey. */
const FILLED_ON_SCREEN: Readonly<Record<string, string>> = {
  'messages.toastViewportLabel': '{hotkey}',
};

type Leaf = { path: string; value: string };

/** Sample arguments for a message function: numbers, which every parameter takes as text too. */
const sampleArguments = (fn: (...args: never[]) => unknown) =>
  Array.from({ length: fn.length }, (_, index) => 7 + index * 2) as never[];

/** Every text of a catalogue part: its strings, and its functions' results with sample arguments. */
function leavesOf(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'string') return [{ path, value: node }];
  if (typeof node === 'function')
    return [
      { path, value: String((node as (...args: never[]) => unknown)(...sampleArguments(node as never))) },
    ];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leavesOf(value, path ? `${path}.${key}` : key),
  );
}

/** The shape of a catalogue part: its keys, deeply, and whether each is a text or a function of n. */
function shapeOf(node: unknown): unknown {
  if (typeof node === 'string') return 'text';
  if (typeof node === 'function') return `function/${(node as () => unknown).length}`;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, shapeOf(value)]),
  );
}

/** Every Spanish catalogue part that is an object (the definition is a function of its ids). */
const { definition: _esDefinition, ...ES_PARTS } = ES;
const { definition: _enDefinition, ...EN_PARTS } = EN;
const SPANISH_LEAVES = [
  ...leavesOf(ES_PARTS),
  ...leavesOf(SESSION_MESSAGES_ES, 'session'),
  ...DEFINITION_TEXTS.map((id) => ({ path: `definition:${id}`, value: DEFINITION_TRANSLATION_ES[id] })),
];

describe('the Spanish catalogue', () => {
  it('has exactly the keys of the English one, every function with its parameters', () => {
    expect(shapeOf(ES_PARTS)).toEqual(shapeOf(EN_PARTS));
    expect(shapeOf(SESSION_MESSAGES_ES)).toEqual(shapeOf(SESSION_MESSAGES));
  });

  it('translates every text, bar the names and codes of a short list', () => {
    const english = new Map([
      ...leavesOf(EN_PARTS).map((leaf) => [leaf.path, leaf.value] as const),
      ...leavesOf(SESSION_MESSAGES, 'session').map((leaf) => [leaf.path, leaf.value] as const),
      ...DEFINITION_TEXTS.map((id) => [`definition:${id}`, id] as const),
    ]);
    expect(SPANISH_LEAVES).toHaveLength(english.size);
    const same = SPANISH_LEAVES.filter((leaf) => leaf.value === english.get(leaf.path)).map(
      (leaf) => leaf.path,
    );
    expect(same.sort()).toEqual(Object.keys(SAME_IN_SPANISH).sort());
  });

  it('leaves no placeholder in a text or in a message function’s result', () => {
    const left = SPANISH_LEAVES.filter(
      (leaf) =>
        !leaf.path.startsWith('definition:') &&
        /\{|\}/.test(leaf.value.replace(FILLED_ON_SCREEN[leaf.path] ?? '\0', '')),
    );
    expect(left).toEqual([]);
  });

  it('keeps each definition text’s placeholders, which the definition and the site fill', () => {
    const changed = DEFINITION_TEXTS.filter(
      (id) =>
        JSON.stringify(textTokens(DEFINITION_TRANSLATION_ES[id]).sort()) !==
        JSON.stringify(textTokens(id).sort()),
    );
    expect(changed).toEqual([]);
    expect(SPANISH_LEAVES.filter((leaf) => /\{\{|\}\}/.test(leaf.value))).toEqual([]);
  });

  it('builds the whole application in Spanish, every text filled and none in English', () => {
    const definition = buildApplication(ES);
    const english = textsOf(APPLICATION).map((text) => fillText(text, SITE));
    const texts = textsOf(definition).map((text) => fillText(text, SITE));
    expect(texts).toHaveLength(english.length);
    expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
    // The answer choices are lists the screen resolves (below); every other text is translated.
    expect(texts.filter((text, index) => text === english[index])).toEqual([]);
    // Only the words differ: the same keys, kinds, conditions and limits.
    const shape = (value: unknown) => JSON.stringify(value, (key, v) => (TEXT_PROPERTIES.has(key) ? 0 : v));
    expect(shape(definition)).toBe(shape(APPLICATION));
    expect(checkApplicationDefinition(definition, { rules: crossFieldRules(ES, definition) })).toEqual([]);
  });

  it('validates in Spanish: the same errors as in English, each message in Spanish', () => {
    const answers = ANSWERS_WITH_EVERY_KIND_OF_ERROR;
    for (const state of [{ answers: {} }, { answers }]) {
      const english = validateApplication('all', state, { today: TODAY });
      const spanish = validateApplication('all', state, { today: TODAY, catalogue: ES });
      expect(Object.keys(spanish)).toEqual(Object.keys(english));
      const untranslated = Object.entries(spanish).flatMap(([key, messages]) =>
        messages.filter((message, index) => message === english[key]?.[index]),
      );
      expect(untranslated).toEqual([]);
    }
    const wrong = validateApplication('all', { answers }, { today: TODAY, catalogue: ES });
    expect(wrong['zip']).toEqual([ES.messages.zipMinLength]);
    expect(wrong['zip']).toEqual(['El código postal (ZIP) debe tener al menos 5 caracteres.']);
    expect(wrong['sat_score_total']).toEqual([ES.messages.satInvalid]);
    const empty = validateApplication('all', { answers: {} }, { today: TODAY, catalogue: ES });
    expect(empty['first_name']).toEqual(['Nombre legal']);
    const gpa = validateApplication(
      'education',
      { answers: { ...COMPLETE_ANSWERS, hs_gpa: '4.5', gpa_scale: '4' } },
      { today: TODAY, catalogue: ES },
    );
    expect(gpa['hs_gpa']).toEqual(['Su promedio de calificaciones (GPA) debe estar entre 0 y 4.0']);
    expect(fileProblem({ name: 'essay.exe', size: 10 }, ES.messages)).toBe(ES.messages.fileWrongType);
  });

  it('offers the coded answer choices and the months in Spanish, the reference lists as they are', () => {
    const context = { site: { entryTerms: [], majors: [] }, currentYear: 2026 };
    for (const list of Object.keys(OPTION_LISTS) as OptionListName[]) {
      const spanish = resolveOptionsIn(ES.definition, { list }, context).map((option) => option.label);
      const english = resolveOptionsIn(EN.definition, { list }, context).map((option) => option.label);
      if (REFERENCE_LISTS.includes(list)) expect(spanish, list).toEqual(english);
      else expect(spanish, list).not.toEqual(english);
    }
    expect(resolveOptionsIn(ES.definition, { list: 'months' }, context)[1]?.label).toBe('Enero');
  });

  it('names a missing answer in a Spanish sentence', () => {
    expect(missingAnswerText({ kind: 'text' }, ES.definition('ZIP/Postal Code'), ES.checkAnswers)).toEqual({
      text: 'Escriba: código postal (ZIP)',
    });
    expect(missingAnswerText({ kind: 'select' }, ES.definition('Country'), ES.checkAnswers)).toEqual({
      text: 'Seleccione: país',
    });
    expect(
      missingAnswerText({ kind: 'radio' }, ES.definition('Are you currently employed?'), ES.checkAnswers),
    ).toEqual({ text: 'Seleccione una respuesta', context: '¿Tiene empleo actualmente?' });
  });

  it('names every step, as the English catalogue names them by PAGES', () => {
    expect(PAGES.map((page) => EN.pages[page.id])).toEqual(PAGES.map((page) => page.title));
    expect(PAGES.map((page) => ES.pages[page.id])).toEqual([
      'Sobre usted',
      'Sus estudios académicos',
      'Pasos finales',
    ]);
  });

  it('writes numbers and plurals the Spanish way', () => {
    expect(ES.format.logoutCountdown(1)).toBe('Se cerrará su sesión en 1 segundo');
    expect(ES.format.logoutCountdown(60)).toBe('Se cerrará su sesión en 60 segundos');
    expect(ES.format.characterCount(1200, 4000)).toBe('Caracteres: 1,200 / 4,000');
    expect(ES.locale).toBe('es-US');
    expect(ES.mail.language).toBe('es');
    expect(ES.mail.dateLocale).toBe('es-US');
  });
});

describe('the Spanish glossary (docs/glossary-es.md)', () => {
  const texts = SPANISH_LEAVES.map((leaf) => leaf.value);
  const using = (pattern: RegExp) => texts.filter((text) => pattern.test(text));

  it('calls an application a solicitud, never an aplicación', () => {
    expect(using(/aplicaci[oó]n|aplicar\b/i)).toEqual([]);
    expect(using(/solicitud/).length).toBeGreaterThan(40);
  });

  it('says correo electrónico, contraseña, escuela secundaria, never the English words', () => {
    expect(using(/\be-?mail\b|\bpassword\b|\bhigh school\b/i)).toEqual([]);
    expect(using(/\bcorreo\b(?! electrónico| postal)/)).toEqual([]);
    expect(using(/preparatoria|colegio\b|\bclave\b/i)).toEqual([]);
  });

  it('addresses the applicant as usted, never as tú', () => {
    // Words only tú uses ('elige' is usted's present too, so it is not one of them).
    const tu =
      /(?<!\p{L})(tú|tu|tus|te|ti|contigo|eres|estás|puedes|debes|tienes|quieres|necesitas)(?!\p{L})/iu;
    expect(using(tu)).toEqual([]);
    expect(tu.test('Aquí puedes subir tu archivo')).toBe(true);
  });

  it('names the key actions and things as the glossary does', () => {
    expect(ES.messages.saveAndContinue).toBe('Guardar y continuar');
    expect(ES.messages.submit).toBe('Enviar');
    expect(ES.messages.loginCardHeader).toBe('Iniciar sesión');
    expect(ES.messages.logOut).toBe('Cerrar sesión');
    expect(ES.messages.emailLabel).toBe('Correo electrónico');
    expect(ES.messages.passwordLabel).toBe('Contraseña');
    expect(ES.messages.accountLabel).toBe('Cuenta');
    expect(ES.messages.ssnRequired).toContain('número de Seguro Social');
    expect(ES.definition('You can change your major after you enroll.')).toContain('especialidad');
    expect(ES.definition('Your Unofficial Transcript')).toContain('expediente académico');
    expect(using(/\btranscript\b|\bmajor\b/i)).toEqual([]);
  });
});

describe('the languages', () => {
  it('are English and Spanish, each named in its own language', () => {
    expect(LANGUAGES).toEqual(['en', 'es']);
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', es: 'Español' });
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(MESSAGES.submit).toBe('Submit');
  });
});
