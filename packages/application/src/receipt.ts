import type { ApplicationDefinition } from './application-definition.schema';
import { indexDefinition } from './form-tree';
import type { NextStep, SiteConfigFile } from './site-config.schema';

/** A document an application was submitted with: its question's key and label, and the file's name. */
export interface SentDocument {
  key: string;
  label: string;
  fileName: string;
}

/**
 * What the receipt (the completion page and the confirmation e-mail) says this applicant sent: each
 * file question holding a document, in the application's order. A save deletes the document of a
 * question it hides (`deleteHiddenDocuments`), so the documents held are those the application
 * shows; a key the definition does not ask for is left out.
 */
export function sentDocuments(
  definition: ApplicationDefinition,
  documents: Readonly<Record<string, { file_name: string }>>,
): SentDocument[] {
  return [...indexDefinition(definition).byPage.values()]
    .flat()
    .filter((question) => question.kind === 'fileUpload')
    .flatMap((question) => {
      const document = documents[question.key];
      return document ? [{ key: question.key, label: question.label, fileName: document.file_name }] : [];
    });
}

/** The steps of 'What happens next' for an applicant who sent `sent`, in the configuration's order. */
export function nextStepsFor(steps: readonly NextStep[], sent: readonly SentDocument[]): string[] {
  const uploaded = new Set(sent.map((document) => document.key));
  return steps.flatMap((step) => {
    if (typeof step === 'string') return [step];
    return uploaded.has(step.document) === step.uploaded ? [step.text] : [];
  });
}

/**
 * The site configuration's steps about a document that names no file question of the definition:
 * such a step would always be said as if nothing were uploaded. Every problem, by its path.
 */
export function nextStepProblems(
  steps: SiteConfigFile['nextSteps'],
  definition: ApplicationDefinition,
): string[] {
  // File questions write no answer key, so they are found by page rather than by key.
  const fileKeys = new Set(
    [...indexDefinition(definition).byPage.values()]
      .flat()
      .filter((question) => question.kind === 'fileUpload')
      .map((question) => question.key),
  );
  return steps.flatMap((step, at) =>
    typeof step === 'object' && 'document' in step && !fileKeys.has(step.document)
      ? [`nextSteps.${at}.document: '${step.document}' is not a file question of the application`]
      : [],
  );
}
