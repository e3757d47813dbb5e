import type { ApplicationDefinition } from '../application-definition.schema';
import { ABOUT_PAGE } from './about-page';
import { EDUCATION_PAGE } from './education-page';
import { FINAL_STEPS_PAGE } from './final-steps-page';

/**
 * The application: three pages of questions, as data. The web app renders it, the server enforces
 * it, and the print view prints it; `checkApplicationDefinition` proves it consistent.
 */
export const APPLICATION: ApplicationDefinition = {
  pages: [ABOUT_PAGE, EDUCATION_PAGE, FINAL_STEPS_PAGE],
};
