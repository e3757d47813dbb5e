import type { Answers } from '../answers.schema';
import completeAnswers from './complete-answers.json' with { type: 'json' };

/**
 * A complete application that passes every rule (for a 'today' in 2026): tests of the validator,
 * of submission and of the journeys start from it and change one thing. It is JSON so that the
 * benchmarks, which are plain JavaScript, read the same file (bench/fixtures.mjs).
 */
export const COMPLETE_ANSWERS: Answers = completeAnswers;
