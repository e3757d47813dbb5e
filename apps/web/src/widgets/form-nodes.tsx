import {
  answerKeysIn,
  isAnswered,
  isQuestion,
  questionsIn,
  type Block,
  type FormNode,
} from '@portico/application';
import { useCallback, useMemo } from 'react';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector } from '../session/form-session';
import {
  ConditionalBlock,
  ConditionGroupBlock,
  ConfirmToContinueBlock,
  RadioDrivenBlock,
} from './conditional-blocks';
import { CheckGroupBlock, ContentBlock, FieldsetBlock, MonthYearBlock, SmsPhoneBlock } from './group-blocks';
import { LaterPart } from './later-part';
import { QuestionNode } from './question-widgets';
import { TabsBlock } from './tabs-block';
import type { WidgetMode } from './widget-props';
import { lazy } from '../ui/lazy';

// Only Your Academics adds another (prior colleges): fetched when a page shows one, outside the
// first visit's JavaScript (an anonymous visitor on About You; bench/first-visit-js).
const AddAnotherBlock = lazy(async () => ({
  default: (await import('./add-another-block')).AddAnotherBlock,
}));

/** Renders a list of definition nodes: each question by its widget, each block by its renderer. */
export function FormNodes({ nodes, mode }: { nodes: readonly FormNode[]; mode: WidgetMode }) {
  return (
    <>
      {nodes.map((node) =>
        isQuestion(node) ? (
          <QuestionNode key={node.key} question={node} mode={mode} />
        ) : (
          <BlockNode key={node.id} block={node} mode={mode} />
        ),
      )}
    </>
  );
}

/** Blocks that stand for one thing the applicant may or may not have: a place, a date, a college. */
const LEFT_OUT_EMPTY_IN_PRINT: ReadonlySet<Block['type']> = new Set([
  'address',
  'schoolSearch',
  'monthYear',
  'checkGroup',
  'addAnother',
]);

/**
 * Whether a block is left out of the print: one of those, none of its questions ever required, and
 * nothing answered in it (an empty optional college or date is noise on paper; an empty required
 * one stays, so that staff see what is missing).
 */
function useLeftOutOfPrint(block: Block): boolean {
  const keys = useMemo(() => {
    if (!LEFT_OUT_EMPTY_IN_PRINT.has(block.type)) return [];
    const optional = questionsIn([block]).every(
      (question) => question.required === undefined && question.validateWhen === undefined,
    );
    return optional ? answerKeysIn([block]) : [];
  }, [block]);
  return useAnswersSelector(
    useCallback(
      (current: AnswersState) => keys.length > 0 && keys.every((key) => !isAnswered(current.answers[key])),
      [keys],
    ),
  );
}

/**
 * The renderer of each block type. Exhaustive: a block type added to the application without a
 * case here does not compile (the `never` below). Blocks get their children as rendered nodes,
 * so that the block modules need not import this one.
 */
export function BlockNode({ block, mode }: { block: Block; mode: WidgetMode }) {
  // Only the print leaves blocks out: the form's own pages need not watch the answers for it.
  if (mode === 'print') return <PrintedBlockNode block={block} />;
  return blockContent(block, mode);
}

function PrintedBlockNode({ block }: { block: Block }) {
  const leftOut = useLeftOutOfPrint(block);
  if (leftOut) return null;
  return blockContent(block, 'print');
}

/** A block's rendering (a function, not a component: no extra level in the tree per block). */
function blockContent(block: Block, mode: WidgetMode) {
  switch (block.type) {
    case 'content':
      return <ContentBlock block={block} />;
    case 'conditional':
      return (
        <ConditionalBlock block={block}>
          <FormNodes nodes={block.children} mode={mode} />
        </ConditionalBlock>
      );
    case 'conditionGroup':
      return (
        <ConditionGroupBlock
          block={block}
          renderBranch={(index) => <FormNodes nodes={block.branches[index]?.children ?? []} mode={mode} />}
        />
      );
    case 'confirmToContinue':
      return (
        <ConfirmToContinueBlock
          block={block}
          mode={mode}
          before={<FormNodes nodes={block.before} mode={mode} />}
          after={<FormNodes nodes={block.after} mode={mode} />}
        />
      );
    case 'radioDriven':
      return (
        <RadioDrivenBlock
          block={block}
          question={<QuestionNode question={block.question} mode={mode} />}
          renderBranch={(index) => <FormNodes nodes={block.branches[index]?.children ?? []} mode={mode} />}
        />
      );
    case 'addAnother':
      return (
        <LaterPart mode={mode}>
          <AddAnotherBlock
            block={block}
            mode={mode}
            renderComponent={(index) => (
              <FormNodes nodes={block.components[index]?.children ?? []} mode={mode} />
            )}
          />
        </LaterPart>
      );
    case 'tabs':
      return (
        <TabsBlock
          block={block}
          mode={mode}
          renderTab={(index) => <FormNodes nodes={block.tabs[index]?.children ?? []} mode={mode} />}
        />
      );
    case 'address':
    case 'schoolSearch':
      return (
        <FieldsetBlock block={block}>
          <FormNodes nodes={block.children} mode={mode} />
        </FieldsetBlock>
      );
    case 'monthYear':
      return <MonthYearBlock block={block} mode={mode} />;
    case 'smsPhone':
      return <SmsPhoneBlock block={block} mode={mode} />;
    case 'checkGroup':
      return <CheckGroupBlock block={block} mode={mode} />;
    default: {
      const unknown: never = block;
      throw new Error(`No renderer for block ${JSON.stringify(unknown)}`);
    }
  }
}
