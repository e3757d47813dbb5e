import { componentCount, formatMessage, MESSAGES, type BlockOfType } from '@portico/application';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { UnauthorizedError } from '../api/api-error';
import { addAnotherQueryOptions } from '../api/get-add-another';
import { saveAddAnother } from '../api/save-add-another';
import { setComponentCount, useAnswersSelector, type AnswersState } from '../session/answers-store';
import { useAccount } from '../session/use-account';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { Heading } from './heading-level';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

export const componentHeadingId = (blockId: string, index: number) => `${blockId}-${index + 1}`;

/**
 * 'Add Another' (spec section 4): one component per count (default 1, at most the block's
 * maximum). The button shows while the student is logged in and below the maximum; pressing it
 * saves the count plus one (PUT /api/add-another) and then shows the new component, whose heading
 * takes the focus so that a keyboard or screen-reader user lands in it.
 */
export function AddAnotherBlock({
  block,
  mode,
  renderComponent,
}: {
  block: BlockOfType<'addAnother'>;
  mode: WidgetMode;
  renderComponent: (index: number) => ReactNode;
}) {
  const text = useSiteText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { isLoggedIn } = useAccount();
  const [pending, setPending] = useState(false);
  const focusIndex = useRef<number | null>(null);
  const count = useAnswersSelector(
    useCallback(
      (current: AnswersState) =>
        componentCount(block, { answers: current.answers, addAnother: current.addAnother }),
      [block],
    ),
  );

  useEffect(() => {
    if (focusIndex.current === null) return;
    document.getElementById(componentHeadingId(block.id, focusIndex.current))?.focus();
    focusIndex.current = null;
  }, [count, block.id]);

  const addAnother = async () => {
    if (pending) return;
    const next = count + 1;
    const label = block.components[count]?.label ?? block.id;
    setPending(true);
    try {
      await saveAddAnother(block.id, next);
      queryClient.setQueryData(addAnotherQueryOptions.queryKey, (saved) => ({ ...saved, [block.id]: next }));
      focusIndex.current = count;
      setComponentCount(block.id, next);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(formatMessage.addAnotherError(text(label)));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="add-another" id={block.id}>
      {block.components.slice(0, count).map((component, index) => (
        <section
          key={component.label}
          className="add-another__component"
          aria-labelledby={componentHeadingId(block.id, index)}
        >
          <Heading
            depth={1}
            id={componentHeadingId(block.id, index)}
            className="add-another__heading"
            tabIndex={-1}
          >
            {text(component.label)}
          </Heading>
          {renderComponent(index)}
        </section>
      ))}
      {mode === 'edit' && isLoggedIn && count < block.maxNumberOfComponents && (
        <Button variant="secondary" onClick={() => void addAnother()} aria-disabled={pending || undefined}>
          {MESSAGES.addAnother}
        </Button>
      )}
    </div>
  );
}
