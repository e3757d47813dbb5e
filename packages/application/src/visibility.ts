import { EMPTY_ANSWER, isAnswered } from './answers';
import type { Answers, AnswerValue, FormState } from './answers.schema';
import type { ApplicationDefinition } from './application-definition.schema';
import { isQuestion, type BlockOfType } from './block';
import type { FormNode } from './block.schema';
import { conditionKeys, evaluateCondition } from './condition';
import { LIMITS } from './constants';
import { answerKeysIn, pageNodes, walkNodes } from './form-tree';
import { fixedOptions } from './options/option-source';
import type { OptionSource } from './options/option-source.schema';
import type { PageId } from './pages';
import { answerKeysOf } from './question';
import type { ConditionalSelectQuestion, Question } from './question.schema';

/**
 * The one visibility engine. The browser renders with it, the server clears and validates with it,
 * and the print view prints with it, so what is shown, kept, validated and printed is the same.
 */

/** Whether a question's own rules show it: its showIf, and a conditional dropdown's controlling answer. */
export function isQuestionShown(question: Question, answers: Answers): boolean {
  if (question.showIf && !evaluateCondition(question.showIf, answers)) return false;
  if (question.kind === 'conditionalSelect') return conditionalSelectOptions(question, answers) !== undefined;
  return true;
}

/** The options a conditional dropdown offers for the controlling answer; undefined while it is hidden. */
export function conditionalSelectOptions(
  question: ConditionalSelectQuestion,
  answers: Answers,
): OptionSource | undefined {
  const controlling = answers[question.controllingKey];
  if (typeof controlling !== 'string' || controlling === '') return undefined;
  if (question.category === 'displayOnly') {
    return question.matches.includes(controlling) ? question.options : undefined;
  }
  return Object.hasOwn(question.optionsByValue, controlling)
    ? question.optionsByValue[controlling]
    : undefined;
}

/** Where a question's choices come from as the answers stand: none for a question without choices. */
export function choiceSourceOf(question: Question, answers: Answers): OptionSource | undefined {
  if (question.kind === 'conditionalSelect') return conditionalSelectOptions(question, answers);
  return 'options' in question ? question.options : undefined;
}

/** A conditional block is hidden while its condition holds. */
export function isConditionalBlockShown(block: BlockOfType<'conditional'>, answers: Answers): boolean {
  return !evaluateCondition(block.hideWhen, answers);
}

/** The branch a condition group shows: the first whose condition holds, or -1 for none. */
export function chosenBranchIndex(block: BlockOfType<'conditionGroup'>, answers: Answers): number {
  return block.branches.findIndex((branch) => evaluateCondition(branch.condition, answers));
}

/** The branch of a radio-driven block for the selected answer, or -1. */
export function radioDrivenBranchIndex(block: BlockOfType<'radioDriven'>, answers: Answers): number {
  const selected = answers[block.question.key];
  return block.branches.findIndex((branch) => branch.value === selected);
}

/** 'After' shows once confirmed in this browser, or whenever one of its questions is answered. */
export function isConfirmOpen(block: BlockOfType<'confirmToContinue'>, state: FormState): boolean {
  if (state.confirmed?.[block.id] === true) return true;
  return answerKeysIn(block.after).some((key) => isAnswered(state.answers[key]));
}

/** Components shown by an add-another block: the saved count, default 1, at most the block's maximum. */
export function componentCount(block: BlockOfType<'addAnother'>, state: FormState): number {
  const saved = state.addAnother?.[block.id] ?? LIMITS.addAnotherDefault;
  const count = Number.isInteger(saved) ? saved : LIMITS.addAnotherDefault;
  return Math.min(Math.max(count, 1), block.maxNumberOfComponents);
}

/** The tab a tabs block shows: the saved choice when it names a tab, else the default tab. */
export function chosenTab(block: BlockOfType<'tabs'>, state: FormState): string {
  const saved = state.tabs?.[block.id];
  return block.tabs.some((tab) => tab.id === saved) ? (saved as string) : block.defaultTab;
}

interface Classification {
  visibleKeys: Set<string>;
  hiddenKeys: Set<string>;
  /** Shown conditional dropdowns whose answer is not among the options for the controlling answer. */
  staleKeys: Set<string>;
  visibleQuestions: Map<PageId, Question[]>;
  /** The answers as given, before anything is cleared: what a stale dropdown answer is read from. */
  given: Answers;
}

function classifyNodes(
  nodes: readonly FormNode[],
  shown: boolean,
  state: FormState,
  into: Classification,
  page: PageId,
): void {
  for (const node of nodes) {
    if (isQuestion(node)) {
      classifyQuestion(node, shown, state, into, page);
      continue;
    }
    const answers = state.answers;
    switch (node.type) {
      case 'content':
        break;
      case 'conditional':
        classifyNodes(node.children, shown && isConditionalBlockShown(node, answers), state, into, page);
        break;
      case 'conditionGroup': {
        const chosen = chosenBranchIndex(node, answers);
        node.branches.forEach((branch, index) =>
          classifyNodes(branch.children, shown && index === chosen, state, into, page),
        );
        break;
      }
      case 'confirmToContinue':
        classifyNodes(node.before, shown, state, into, page);
        classifyNodes(node.after, shown && isConfirmOpen(node, state), state, into, page);
        break;
      case 'radioDriven': {
        const questionShown = shown && isQuestionShown(node.question, answers);
        classifyQuestion(node.question, shown, state, into, page);
        const chosen = radioDrivenBranchIndex(node, answers);
        node.branches.forEach((branch, index) =>
          classifyNodes(branch.children, questionShown && index === chosen, state, into, page),
        );
        break;
      }
      case 'addAnother': {
        const count = componentCount(node, state);
        node.components.forEach((component, index) =>
          classifyNodes(component.children, shown && index < count, state, into, page),
        );
        break;
      }
      case 'tabs': {
        const chosen = chosenTab(node, state);
        for (const tab of node.tabs)
          classifyNodes(tab.children, shown && tab.id === chosen, state, into, page);
        break;
      }
      case 'address':
      case 'schoolSearch':
      case 'checkGroup':
        classifyNodes(node.children, shown, state, into, page);
        break;
      case 'monthYear':
        classifyNodes([node.month, node.year], shown, state, into, page);
        break;
      case 'smsPhone':
        classifyNodes([node.phone, node.optIn], shown, state, into, page);
        break;
      default: {
        const unknown: never = node;
        throw new Error(`Unknown block type in ${JSON.stringify(unknown)}`);
      }
    }
  }
}

function classifyQuestion(
  question: Question,
  shown: boolean,
  state: FormState,
  into: Classification,
  page: PageId,
) {
  const visible = shown && isQuestionShown(question, state.answers);
  for (const key of answerKeysOf(question)) (visible ? into.visibleKeys : into.hiddenKeys).add(key);
  if (!visible) return;
  into.visibleQuestions.get(page)?.push(question);
  if (
    question.kind === 'conditionalSelect' &&
    !isOffered(question, into.given[question.key], state.answers)
  ) {
    for (const key of answerKeysOf(question)) into.staleKeys.add(key);
  }
}

/**
 * Whether a conditional dropdown's answer is among the options for the current controlling answer.
 * This is the state the browser reaches by clearing the dropdown when the controlling answer
 * changes, so the server reaches it too from the stored answers alone (a state
 * answer 'GA' with the country CAN is cleared). Lists of the site configuration are not checked.
 */
function isOffered(
  question: ConditionalSelectQuestion,
  value: AnswerValue | undefined,
  answers: Answers,
): boolean {
  if (!isAnswered(value)) return true;
  const source = conditionalSelectOptions(question, answers);
  const options = source && fixedOptions(source);
  return !options || options.some((option) => option.value === value);
}

function classify(definition: ApplicationDefinition, state: FormState, given: Answers): Classification {
  const into: Classification = {
    visibleKeys: new Set(),
    hiddenKeys: new Set(),
    staleKeys: new Set(),
    visibleQuestions: new Map(),
    given,
  };
  for (const page of definition.pages) {
    into.visibleQuestions.set(page.id, []);
    classifyNodes(pageNodes(page), true, state, into, page.id);
  }
  return into;
}

/** The answers as conditions must read them: every answered key to clear set to the empty-answer marker. */
function withCleared(answers: Answers, keys: ReadonlySet<string>): Answers {
  const view: Answers = { ...answers };
  for (const key of keys) if (isAnswered(view[key])) view[key] = EMPTY_ANSWER;
  return view;
}

/**
 * The answered keys whose answers go: hidden ones, and dropdown answers the controlling answer no
 * longer offers. Unanswered keys already read as empty, so only answered ones change what
 * conditions read.
 */
function clearedKeysOf(result: SettledVisibility, answers: Answers): Set<string> {
  // By the answers held rather than by the keys hidden: most hidden keys hold nothing, and reading
  // a key an object lacks is V8's slow path (measured: most of a save's visibility time).
  const cleared = new Set<string>();
  for (const key in answers) {
    if ((result.hiddenKeys.has(key) || result.staleKeys.has(key)) && isAnswered(answers[key]))
      cleared.add(key);
  }
  return cleared;
}

export interface Visibility {
  /** The answers with every hidden answer cleared: what is kept, validated and printed. */
  answers: Answers;
  visibleKeys: ReadonlySet<string>;
  hiddenKeys: ReadonlySet<string>;
  /**
   * Keys that hold an answer but are hidden, or hold a dropdown answer that the controlling answer
   * no longer offers: set them to the empty-answer marker.
   */
  keysToClear: string[];
  /** The questions shown on each page, in page order. */
  visibleQuestions: ReadonlyMap<PageId, readonly Question[]>;
}

/**
 * Rounds of the fixed point below. A hidden key reads as empty, which can hide (or show) what
 * depends on it; the application settles in two or three rounds (a random test of 200 answer sets
 * checks that it settles). The bound only stops conditions that form a cycle; the checker refuses
 * the direct ones (a question or block that depends on its own answer).
 */
const MAX_ROUNDS = 16;

/**
 * Which answer keys are shown and which are hidden for these answers, counts and tabs. Conditions
 * read a hidden answer as empty: a question hidden because the question it depends on is hidden
 * is hidden too, and its answer is cleared.
 */
export function resolveVisibility(definition: ApplicationDefinition, state: FormState): Visibility {
  return visibilityOfSettled(settleVisibility(definition, state), state);
}

/**
 * What is shown and hidden once hidden answers read as empty: the fixed point, which the visibility
 * inputs, the counts, the tabs and the confirmations alone decide (remembered-visibility.ts keeps
 * it by them, without the answers it was worked out from).
 */
export type SettledVisibility = Omit<Classification, 'given'> & { given?: Answers };

/** The state's visibility from its settled classification: its own answers to clear. */
export function visibilityOfSettled(settled: SettledVisibility, state: FormState): Visibility {
  const cleared = clearedKeysOf(settled, state.answers);
  return {
    answers: withCleared(state.answers, cleared),
    visibleKeys: settled.visibleKeys,
    hiddenKeys: settled.hiddenKeys,
    keysToClear: [...cleared],
    visibleQuestions: settled.visibleQuestions,
  };
}

/** The fixed point: a hidden answer reads as empty, which can hide (or show) more. */
export function settleVisibility(definition: ApplicationDefinition, state: FormState): SettledVisibility {
  // Most states hide no answered key (the server clears them as it saves): one round settles them.
  let cleared: ReadonlySet<string> = new Set();
  let result = classify(definition, state, state.answers);
  let next = clearedKeysOf(result, state.answers);
  for (let round = 0; round < MAX_ROUNDS && !sameKeys(next, cleared); round += 1) {
    cleared = next;
    result = classify(definition, { ...state, answers: withCleared(state.answers, cleared) }, state.answers);
    next = clearedKeysOf(result, state.answers);
  }
  return result;
}

function sameKeys(left: ReadonlySet<string>, right: ReadonlySet<string>): boolean {
  return left.size === right.size && [...left].every((key) => right.has(key));
}

/** The questions of a page that are shown, in page order. */
export function visibleQuestions(
  definition: ApplicationDefinition,
  page: PageId,
  state: FormState,
): readonly Question[] {
  return resolveVisibility(definition, state).visibleQuestions.get(page) ?? [];
}

/** The answer keys that hold an answer but are hidden, to be set to the empty-answer marker. */
export function keysToClear(definition: ApplicationDefinition, state: FormState): string[] {
  return resolveVisibility(definition, state).keysToClear;
}

/** The answers with every hidden answer set to the empty-answer marker. */
export function clearHiddenAnswers(definition: ApplicationDefinition, state: FormState): Answers {
  return resolveVisibility(definition, state).answers;
}

const inputsByDefinition = new WeakMap<ApplicationDefinition, ReadonlySet<string>>();

/**
 * Every answer key whose value the engine reads to decide what is shown: the keys of conditions,
 * the controlling answer and the answer of a conditional dropdown, the question of a radio-driven
 * block, and the questions of a confirm-to-continue block's 'after' part (answered or not). With
 * the add-another counts and the tabs, these answers alone decide which keys are hidden: a save
 * that changes none of them changes nothing of what is shown (tested on many answer sets).
 */
export function visibilityInputs(definition: ApplicationDefinition): ReadonlySet<string> {
  const cached = inputsByDefinition.get(definition);
  if (cached) return cached;
  const inputs = new Set<string>();
  const addCondition = (condition: Parameters<typeof conditionKeys>[0] | undefined) => {
    if (condition) for (const key of conditionKeys(condition)) inputs.add(key);
  };
  for (const page of definition.pages) {
    walkNodes(pageNodes(page), (node) => {
      if (isQuestion(node)) {
        addCondition(node.showIf);
        if (node.kind === 'conditionalSelect') {
          inputs.add(node.controllingKey);
          for (const key of answerKeysOf(node)) inputs.add(key);
        }
        return;
      }
      switch (node.type) {
        case 'conditional':
          addCondition(node.hideWhen);
          break;
        case 'conditionGroup':
          for (const branch of node.branches) addCondition(branch.condition);
          break;
        case 'radioDriven':
          inputs.add(node.question.key);
          break;
        case 'confirmToContinue':
          for (const key of answerKeysIn(node.after)) inputs.add(key);
          break;
        default:
          break;
      }
    });
  }
  inputsByDefinition.set(definition, inputs);
  return inputs;
}
