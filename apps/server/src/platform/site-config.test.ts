import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteConfigIn } from '@portico/application';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_PATH } from '../../test/test-app';
import { ConfigurationError } from './env';
import { loadSiteConfig } from './site-config';

async function writeConfig(content: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'portico-config-')), 'site.json');
  await writeFile(path, content);
  return path;
}

describe('loadSiteConfig', () => {
  it('accepts the shipped configuration of the fictional institution', async () => {
    const config = await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH);
    expect(config.institution.name).toBe('Harbor Valley State University');
    expect(config.textAreaLimit).toBe(7000);
    expect(config.entryTerms.length).toBeGreaterThan(0);
    expect(config.majors.length).toBeGreaterThan(0);
    expect(config.checklist.map((item) => item.key)).toEqual([
      'transcript',
      'test_scores',
      'counselor_letter',
      'fee_waiver',
    ]);
  });

  it("gives text areas the spec's default of 1500 characters when the site does not set a limit", async () => {
    const config = JSON.parse(await readFile(DEFAULT_SITE_CONFIG_PATH, 'utf8'));
    delete config.textAreaLimit;
    expect((await loadSiteConfig(await writeConfig(JSON.stringify(config)))).textAreaLimit).toBe(1500);
  });

  it('names SITE_CONFIG when the file is missing', async () => {
    await expect(loadSiteConfig('/no/such/site.json')).rejects.toThrow(
      /SITE_CONFIG: cannot read \/no\/such\/site.json: file not found/,
    );
  });

  it('names SITE_CONFIG when the file is not JSON', async () => {
    await expect(loadSiteConfig(await writeConfig('{ nope'))).rejects.toThrow(
      /SITE_CONFIG: .* is not valid JSON/,
    );
  });

  it('lists each invalid field by its path', async () => {
    const config = JSON.parse(await readFile(DEFAULT_SITE_CONFIG_PATH, 'utf8'));
    config.contact.email = 'not-an-address';
    config.testCodes.sat = '12';
    delete config.majors;
    const load = loadSiteConfig(await writeConfig(JSON.stringify(config)));
    await expect(load).rejects.toThrow(ConfigurationError);
    await expect(load).rejects.toThrow(/contact\.email/);
    await expect(load).rejects.toThrow(/testCodes\.sat: an SAT code has 4 digits/);
    await expect(load).rejects.toThrow(/majors/);
  });

  it('refuses a next step about a document that names no file question of the application', async () => {
    const config = JSON.parse(await readFile(DEFAULT_SITE_CONFIG_PATH, 'utf8'));
    config.nextSteps = [
      'Plain.',
      { text: 'Sent it.', document: 'hs_transcript', uploaded: true },
      { text: 'Misspelt.', document: 'hs_transcrpt', uploaded: false },
      { text: 'Not a file.', document: 'first_name', uploaded: true },
    ];
    const load = loadSiteConfig(await writeConfig(JSON.stringify(config)));
    await expect(load).rejects.toThrow(ConfigurationError);
    await expect(load).rejects.toThrow(
      /nextSteps\.2\.document: 'hs_transcrpt' is not a file question of the application\n {2}nextSteps\.3\.document: 'first_name'/,
    );
  });

  it('refuses a checklist item tied to no file question of the application, and two items of one key', async () => {
    const config = JSON.parse(await readFile(DEFAULT_SITE_CONFIG_PATH, 'utf8'));
    config.checklist = [
      { key: 'transcript', label: 'Transcript', required: true, document: 'hs_transcript' },
      { key: 'letter', label: 'Letter', required: true, document: 'first_name' },
    ];
    await expect(loadSiteConfig(await writeConfig(JSON.stringify(config)))).rejects.toThrow(
      /checklist\.1\.document: 'first_name' is not a file question of the application/,
    );
    config.checklist = [
      { key: 'letter', label: 'Letter', required: true },
      { key: 'letter', label: 'Another letter', required: false },
    ];
    await expect(loadSiteConfig(await writeConfig(JSON.stringify(config)))).rejects.toThrow(
      /checklist: each checklist item needs a key of its own/,
    );
  });

  it('gives the default rubric when the site has none, and refuses one whose keys or conditions are wrong', async () => {
    const config = JSON.parse(await readFile(DEFAULT_SITE_CONFIG_PATH, 'utf8'));
    delete config.rubric;
    const loaded = await loadSiteConfig(await writeConfig(JSON.stringify(config)));
    expect(loaded.rubric.questions.map((question) => question.label)).toEqual([
      'Academic preparation',
      'Essay',
      'Activities and character',
    ]);
    const rating = { kind: 'radio', label: 'Essay', options: { inline: [{ value: '1', label: '1' }] } };
    config.rubric = {
      questions: [
        { ...rating, key: 'essay' },
        { ...rating, key: 'essay', showIf: { key: 'interview', op: 'answered' } },
      ],
      recommendation: { ...rating, key: 'recommendation', label: 'Recommendation' },
    };
    await expect(loadSiteConfig(await writeConfig(JSON.stringify(config)))).rejects.toThrow(
      /rubric\.questions\.1\.key: 'essay' is the key of another question of the rubric\n {2}rubric\.questions\.1\.showIf: 'interview' is not a question of the rubric/,
    );
    config.rubric.questions = [{ kind: 'fileUpload', key: 'essay', label: 'Essay' }];
    await expect(loadSiteConfig(await writeConfig(JSON.stringify(config)))).rejects.toThrow(
      /rubric\.questions\.0/,
    );
  });

  it('refuses a date-window alert that ends before it starts', async () => {
    const config = JSON.parse(await readFile(DEFAULT_SITE_CONFIG_PATH, 'utf8'));
    config.dateWindowAlert.end = '2020-01-01T00:00:00Z';
    await expect(loadSiteConfig(await writeConfig(JSON.stringify(config)))).rejects.toThrow(
      /dateWindowAlert\.end: start must be before end/,
    );
  });
});

/** Every text of the file given in more than English: `{ en, es }` wherever it sits. */
function translatedTexts(value: unknown): { en: string; es?: string }[] {
  if (Array.isArray(value)) return value.flatMap(translatedTexts);
  if (value === null || typeof value !== 'object') return [];
  if ('en' in value && typeof value.en === 'string') return [value as { en: string; es?: string }];
  return Object.values(value).flatMap(translatedTexts);
}

describe('the shipped configuration in Spanish (issue 32)', () => {
  it('gives every text an applicant reads in Spanish, each its own, in the glossary’s words', async () => {
    const file = await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH);
    // siteConfigIn reads every text the schema has (one it left out would not compile): in Spanish,
    // none is left in English.
    expect(siteConfigIn(file, 'es').untranslated).toEqual([]);
    const texts = translatedTexts(file);
    // The title, 5 steps, 4 checklist items, the 4 decisions' words and 12 paragraphs of their
    // letters, the hours, 4 links, 5 paragraphs of privacy, 4 terms, 18 majors, the alert's title and
    // its 2 paragraphs.
    expect(texts.length).toBe(61);
    expect(texts.filter((text) => text.es === text.en)).toEqual([]);
    const spanish = texts.map((text) => text.es ?? '');
    const using = (pattern: RegExp) => spanish.filter((text) => pattern.test(text));
    expect(using(/aplicaci[oó]n|aplicar\b|\be-?mail\b|\bhigh school\b|\btranscript\b|\bmajor\b/i)).toEqual(
      [],
    );
    expect(using(/(?<!\p{L})(tú|tu|tus|te|ti)(?!\p{L})/iu)).toEqual([]);
    expect(siteConfigIn(file, 'es').applicationTitle).toBe('Solicitud de admisión a licenciatura');
  });

  it('refuses a text without its English, or in a language not offered, by its path', async () => {
    const config = JSON.parse(await readFile(DEFAULT_SITE_CONFIG_PATH, 'utf8'));
    config.applicationTitle = { es: 'Solicitud' };
    config.contact.hours = { en: 'Weekdays', fr: 'En semaine' };
    const load = loadSiteConfig(await writeConfig(JSON.stringify(config)));
    await expect(load).rejects.toThrow(/applicationTitle: must be a text, or the text in each language/);
    await expect(load).rejects.toThrow(/contact\.hours: Unrecognized key: "fr"/);
  });
});
