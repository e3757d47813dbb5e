import type { Question } from './question.schema';
import type { Block, FormNode } from './block.schema';

export type BlockType = Block['type'];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;

export const BLOCK_TYPES = [
  'content',
  'conditional',
  'conditionGroup',
  'confirmToContinue',
  'radioDriven',
  'addAnother',
  'tabs',
  'address',
  'schoolSearch',
  'monthYear',
  'smsPhone',
  'checkGroup',
] as const satisfies readonly BlockType[];

export function isQuestion(node: FormNode): node is Question {
  return 'kind' in node;
}
