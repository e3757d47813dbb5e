import type { ApplicationDefinition, PageDefinition } from './application-definition.schema';
import { isQuestion } from './block';
import type { Block, FormNode } from './block.schema';
import type { PageId } from './pages';
import { answerKeysOf } from './question';
import type { Question } from './question.schema';

/** The nodes directly inside a block: every branch, tab and component, and a block's own questions. */
export function childNodesOf(block: Block): FormNode[] {
  switch (block.type) {
    case 'content':
      return [];
    case 'conditional':
    case 'address':
    case 'schoolSearch':
    case 'checkGroup':
      return block.children;
    case 'conditionGroup':
      return block.branches.flatMap((branch) => branch.children);
    case 'confirmToContinue':
      return [...block.before, ...block.after];
    case 'radioDriven':
      return [block.question, ...block.branches.flatMap((branch) => branch.children)];
    case 'addAnother':
      return block.components.flatMap((component) => component.children);
    case 'tabs':
      return block.tabs.flatMap((tab) => tab.children);
    case 'monthYear':
      return [block.month, block.year];
    case 'smsPhone':
      return [block.phone, block.optIn];
    default: {
      const unknown: never = block;
      throw new Error(`Unknown block type in ${JSON.stringify(unknown)}`);
    }
  }
}

/** Visits every node depth-first in page order, whether or not it is shown. */
export function walkNodes(nodes: readonly FormNode[], visit: (node: FormNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (!isQuestion(node)) walkNodes(childNodesOf(node), visit);
  }
}

/** Every question among the nodes, in page order, whether or not it is shown. */
export function questionsIn(nodes: readonly FormNode[]): Question[] {
  const questions: Question[] = [];
  walkNodes(nodes, (node) => {
    if (isQuestion(node)) questions.push(node);
  });
  return questions;
}

/** Every block among the nodes, in page order. */
export function blocksIn(nodes: readonly FormNode[]): Block[] {
  const blocks: Block[] = [];
  walkNodes(nodes, (node) => {
    if (!isQuestion(node)) blocks.push(node);
  });
  return blocks;
}

export function pageNodes(page: PageDefinition): FormNode[] {
  return page.sections.flatMap((section) => section.children);
}

/** Every answer key the nodes write (keys, `_desc` companions, autocomplete codes). */
export function answerKeysIn(nodes: readonly FormNode[]): string[] {
  return questionsIn(nodes).flatMap(answerKeysOf);
}

export interface DefinitionIndex {
  /** The question that writes each answer key, and its page. */
  byKey: ReadonlyMap<string, { page: PageId; question: Question }>;
  /** Every question of each page, in page order. */
  byPage: ReadonlyMap<PageId, readonly Question[]>;
  /** The key of the secret answer (the question marked `secret`, at most one), if there is one. */
  secretKey: string | undefined;
}

const indexes = new WeakMap<ApplicationDefinition, DefinitionIndex>();

/** An index of a definition, built once per definition object. */
export function indexDefinition(definition: ApplicationDefinition): DefinitionIndex {
  const cached = indexes.get(definition);
  if (cached) return cached;
  const byKey = new Map<string, { page: PageId; question: Question }>();
  const byPage = new Map<PageId, Question[]>();
  for (const page of definition.pages) {
    const questions = questionsIn(pageNodes(page));
    byPage.set(page.id, questions);
    for (const question of questions) {
      for (const key of answerKeysOf(question)) {
        if (!byKey.has(key)) byKey.set(key, { page: page.id, question });
      }
    }
  }
  const secret = [...byPage.values()].flat().find((question) => question.secret);
  const index = { byKey, byPage, secretKey: secret?.key };
  indexes.set(definition, index);
  return index;
}

/** The page that holds the question of an answer key; undefined for a key on no page. */
export function pageOfKey(definition: ApplicationDefinition, key: string): PageId | undefined {
  return indexDefinition(definition).byKey.get(key)?.page;
}

/** Each add-another button id with its maxNumberOfComponents: what `PUT /api/add-another` accepts. */
export function addAnotherLimits(definition: ApplicationDefinition): ReadonlyMap<string, number> {
  const limits = new Map<string, number>();
  for (const page of definition.pages) {
    for (const block of blocksIn(pageNodes(page))) {
      if (block.type === 'addAnother') limits.set(block.id, block.maxNumberOfComponents);
    }
  }
  return limits;
}

/** Each tab id with the ids of its tabs: what `PUT /api/tabs` accepts. */
export function tabChoices(definition: ApplicationDefinition): ReadonlyMap<string, readonly string[]> {
  const choices = new Map<string, string[]>();
  for (const page of definition.pages) {
    for (const block of blocksIn(pageNodes(page))) {
      if (block.type === 'tabs')
        choices.set(
          block.id,
          block.tabs.map((tab) => tab.id),
        );
    }
  }
  return choices;
}
