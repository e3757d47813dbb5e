import type { ApplicationDefinition } from './application-definition.schema';
import { isQuestion } from './block';
import type { Block, FormNode } from './block.schema';
import { childNodesOf, pageNodes } from './form-tree';
import type { Question } from './question.schema';

/**
 * Blocks whose questions are not each optional even when none is required alone: a rule across them
 * may ask for any of them (the phones, a started college), or the block is answered as one (a month
 * and year, a group of boxes).
 */
const ANSWERED_TOGETHER: ReadonlySet<Block['type']> = new Set([
  'tabs',
  'smsPhone',
  'addAnother',
  'monthYear',
  'checkGroup',
]);

/** A box is a statement ticked or not: '(optional)' beside it would read as part of it. */
const MARKED_BY_ITS_OWN_WORDS: ReadonlySet<Question['kind']> = new Set(['checkbox']);

function isMarkedOptional(question: Question): boolean {
  return (
    question.required === undefined &&
    question.validateWhen === undefined &&
    !MARKED_BY_ITS_OWN_WORDS.has(question.kind)
  );
}

/**
 * The keys of the questions marked '(optional)' on screen (GOV.UK marks the optional ones, not the
 * required ones): never required, and not in a block answered together.
 */
export function optionalQuestionKeys(definition: ApplicationDefinition): ReadonlySet<string> {
  const keys = new Set<string>();
  // `together`: inside a block answered as one, where only an upload (never part of its rule) is
  // marked: the high school's transcript sits in the school-or-GED tabs.
  const visit = (nodes: readonly FormNode[], together: boolean) => {
    for (const node of nodes) {
      if (isQuestion(node)) {
        if (isMarkedOptional(node) && (!together || node.kind === 'fileUpload')) keys.add(node.key);
      } else {
        visit(childNodesOf(node), together || ANSWERED_TOGETHER.has(node.type));
      }
    }
  };
  for (const page of definition.pages) visit(pageNodes(page), false);
  return keys;
}
