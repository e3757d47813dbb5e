import { describe, expect, it } from 'vitest';
import { APPLICATION } from './definition/application';
import { nextStepProblems, nextStepsFor, sentDocuments } from './receipt';
import type { NextStep } from './site-config.schema';

const STEPS: NextStep[] = [
  { text: 'The copy you uploaded lets us begin.', document: 'hs_transcript', uploaded: true },
  { text: 'You did not upload a copy.', document: 'hs_transcript', uploaded: false },
  'We decide by March 15.',
];

describe('the receipt', () => {
  it("lists the documents held in the application's order, by question label, and no key it does not ask for", () => {
    const sent = sentDocuments(APPLICATION, {
      conduct_explanation: { file_name: 'statement.docx' },
      stray: { file_name: 'stray.pdf' },
      hs_transcript: { file_name: 'big.jpg' },
    });
    expect(sent).toEqual([
      { key: 'hs_transcript', label: 'Unofficial High School Transcript', fileName: 'big.jpg' },
      { key: 'conduct_explanation', label: 'Conduct Explanation Letter', fileName: 'statement.docx' },
    ]);
  });

  it('says a step about a document only to applicants who did, or did not, upload it', () => {
    const transcript = sentDocuments(APPLICATION, { hs_transcript: { file_name: 'big.jpg' } });
    expect(nextStepsFor(STEPS, transcript)).toEqual([
      'The copy you uploaded lets us begin.',
      'We decide by March 15.',
    ]);
    const conductOnly = sentDocuments(APPLICATION, { conduct_explanation: { file_name: 'a.pdf' } });
    expect(nextStepsFor(STEPS, conductOnly)).toEqual([
      'You did not upload a copy.',
      'We decide by March 15.',
    ]);
    expect(nextStepsFor(STEPS, [])).toEqual(['You did not upload a copy.', 'We decide by March 15.']);
  });

  it('finds a step about a document that is not a file question of the application', () => {
    expect(nextStepProblems(STEPS, APPLICATION)).toEqual([]);
    expect(
      nextStepProblems(
        [
          ...STEPS,
          { text: 'x', document: 'first_name', uploaded: true },
          { text: 'y', document: 'nope', uploaded: false },
        ],
        APPLICATION,
      ),
    ).toEqual([
      "nextSteps.3.document: 'first_name' is not a file question of the application",
      "nextSteps.4.document: 'nope' is not a file question of the application",
    ]);
  });
});
