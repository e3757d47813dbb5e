import type { ApplicationDefinition } from '../application-definition.schema';
import { aboutPage } from './about-page';
import { EN_APPLICATION_TEXT, type ApplicationText } from './application-text';
import { educationPage } from './education-page';
import { finalStepsPage } from './final-steps-page';

/**
 * The application in the language of `text`: three pages of questions, as data. The web app renders
 * it, the server enforces it, and the print view prints it; `checkApplicationDefinition` proves it
 * consistent. Every catalogue yields the same questions, keys and rules; only the words differ.
 */
export function buildApplication(text: ApplicationText): ApplicationDefinition {
  return { pages: [aboutPage(text), educationPage(text), finalStepsPage(text)] };
}

/** The application in English. */
export const APPLICATION: ApplicationDefinition = buildApplication(EN_APPLICATION_TEXT);
