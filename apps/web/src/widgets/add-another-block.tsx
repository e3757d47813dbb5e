import { answerKeysIn, componentCount, isAnswered, type BlockOfType } from '@portico/application';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { UnauthorizedError } from '../api/api-error';
import { useCatalogue } from '../i18n/language-store';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector, useFormSession, useFormSignedIn } from '../session/form-session';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { Heading } from './heading-level';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';
import { lazy } from '../ui/lazy';

export const componentHeadingId = (blockId: string, index: number) => `${blockId}-${index + 1}`;

// Fetched when a removal needs confirming: the Radix Dialog stays out of the first screen's JavaScript.
const ConfirmDialog = lazy(async () => ({ default: (await import('../ui/confirm-dialog')).ConfirmDialog }));

/**
 * 'Add Another': one component per count (default 1, at most the block's
 * maximum). The button shows while the student is logged in and below the maximum; pressing it
 * saves the count plus one (PUT /api/add-another) and then shows the new component, whose heading
 * takes the focus so that a keyboard or screen-reader user lands in it.
 *
 * The last added component can be taken away again (issue 14): 'Remove College 2' under it saves
 * the count minus one, and its answers, now hidden, are cleared. When it holds answers, a dialog
 * asks first. Focus then goes to the component above's heading.
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
  const { messages, format } = useCatalogue();
  const text = useSiteText();
  const toast = useToast();
  const { store, operations } = useFormSession();
  const isLoggedIn = useFormSignedIn();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
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

  const saveCount = async (next: number, failure: (label: string) => string) => {
    if (pending) return;
    const label = text(block.components[Math.max(count, next) - 1]?.label ?? block.id);
    setPending(true);
    try {
      focusIndex.current = Math.min(count, next) - (next < count ? 1 : 0);
      await operations.saveComponentCount(block.id, next);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) toast.error(failure(label));
    } finally {
      setPending(false);
    }
  };

  const last = block.components[count - 1];
  const lastLabel = last ? text(last.label) : '';
  const remove = () => {
    if (!last) return;
    const { answers } = store.getState();
    if (answerKeysIn(last.children).some((key) => isAnswered(answers[key]))) setConfirming(true);
    else void saveCount(count - 1, format.removeComponentError);
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
      {mode === 'edit' && isLoggedIn && count > 1 && (
        <Button ref={removeButton} variant="secondary" onClick={remove} aria-disabled={pending || undefined}>
          {format.removeComponent(lastLabel)}
        </Button>
      )}
      {mode === 'edit' && isLoggedIn && count < block.maxNumberOfComponents && (
        <Button
          variant="secondary"
          onClick={() => void saveCount(count + 1, format.addAnotherError)}
          aria-disabled={pending || undefined}
        >
          {messages.addAnother}
        </Button>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={format.removeComponentConfirm(lastLabel)}
            description={format.removeComponentDescription(lastLabel)}
            confirmLabel={messages.removeButton}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void saveCount(count - 1, format.removeComponentError);
            }}
            returnFocusRef={removeButton}
          />
        </Suspense>
      )}
    </div>
  );
}
