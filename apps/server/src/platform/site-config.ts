import { readFile } from 'node:fs/promises';
import {
  APPLICATION,
  checklistProblems,
  nextStepProblems,
  rubricProblems,
  ZSiteConfig,
  type SiteConfigFile,
} from '@portico/application';
import { ConfigurationError } from './env';

/**
 * Loads the site configuration named by SITE_CONFIG, as the file gives it (its texts in each
 * language: `siteConfigIn` reads it in one); every problem is listed with its path.
 */
export async function loadSiteConfig(path: string): Promise<SiteConfigFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(error);
    throw new ConfigurationError(`SITE_CONFIG: cannot read ${path}: ${reason}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(`SITE_CONFIG: ${path} is not valid JSON: ${(error as Error).message}`);
  }
  const result = ZSiteConfig.safeParse(json);
  // A step or a checklist item about a document is checked against the application, whose questions
  // it names; the rubric against itself, whose questions its conditions name.
  const problems = result.success
    ? [
        ...nextStepProblems(result.data.nextSteps, APPLICATION),
        ...checklistProblems(result.data.checklist, APPLICATION),
        ...rubricProblems(result.data.rubric),
      ]
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  if (!result.success || problems.length > 0) {
    const lines = problems.map((problem) => `  ${problem}`);
    throw new ConfigurationError(
      `SITE_CONFIG: ${path} is not a valid site configuration:\n${lines.join('\n')}`,
    );
  }
  return result.data;
}
