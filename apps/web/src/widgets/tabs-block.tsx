import { chosenTab, questionsIn, type BlockOfType } from '@portico/application';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { UnauthorizedError } from '../api/api-error';
import { useCatalogue } from '../i18n/language-store';
import type { AnswersState } from '../session/answers-store';
import {
  useAnswersSelector,
  useFormDocumentAnswers,
  useFormSession,
  useFormSignedIn,
} from '../session/form-session';
import { useToast } from '../ui/toast';
import { isDocumentBusy } from './file-upload/document-busy';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';
import { lazy } from '../ui/lazy';

const UploadInProgressDialog = lazy(async () => ({
  default: (await import('./file-upload/upload-in-progress-dialog')).UploadInProgressDialog,
}));
const ConfirmDialog = lazy(async () => ({ default: (await import('../ui/confirm-dialog')).ConfirmDialog }));

type Tab = BlockOfType<'tabs'>['tabs'][number];

const tabId = (blockId: string, tab: string) => `${blockId}-tab-${tab}`;
const panelId = (blockId: string) => `${blockId}-panel`;

/**
 * Tabs: the chosen tab is saved (PUT /api/tabs) and the other tabs'
 * answers are cleared. An anonymous visitor sees only the default tab.
 *
 * A tab left with a file question in it: while that file is on its way (an upload, a conversion
 * UNPROCESSED or IN_PROGRESS, a fetch of its state) the switch is refused with the 'File Upload in
 * Progress' dialog; otherwise, once the applicant has confirmed it ('Switching will delete
 * transcript.png. Switch and delete?', issue 14), the choice is saved in one server operation that
 * deletes the left tab's documents with it, and the document caches are refreshed (after a
 * failure, when its toast goes).
 *
 * The ARIA tabs pattern with manual activation: the arrow keys, Home and End move the focus
 * between tabs, and Enter or Space chooses one. Automatic activation would switch (and clear
 * answers) on a mere arrow press.
 */
export function TabsBlock({
  block,
  mode,
  renderTab,
}: {
  block: BlockOfType<'tabs'>;
  mode: WidgetMode;
  renderTab: (index: number) => ReactNode;
}) {
  const { messages, format } = useCatalogue();
  const text = useSiteText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { operations } = useFormSession();
  const isLoggedIn = useFormSignedIn();
  const documents = useFormDocumentAnswers();
  const [pending, setPending] = useState(false);
  const [uploadInProgress, setUploadInProgress] = useState(false);
  // Mounted at the first refusal and kept, so that closing it returns the focus as Radix does.
  const [dialogNeeded, setDialogNeeded] = useState(false);
  // The tab pressed while a file would be deleted by the switch, and that file's name.
  const [confirming, setConfirming] = useState<{ tab: Tab; index: number; fileName: string } | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const pressedTab = useRef<HTMLButtonElement | null>(null);
  const chosen = useAnswersSelector(
    useCallback(
      (current: AnswersState) => chosenTab(block, { answers: current.answers, tabs: current.tabs }),
      [block],
    ),
  );
  const shown = isLoggedIn || mode === 'print' ? chosen : block.defaultTab;
  const shownIndex = Math.max(
    0,
    block.tabs.findIndex((tab) => tab.id === shown),
  );

  if (mode === 'print' || !isLoggedIn) {
    return (
      <div className="tabs tabs--single" id={block.id}>
        {renderTab(shownIndex)}
      </div>
    );
  }

  const choose = async (tab: Tab, index: number, confirmed = false) => {
    if (pending || tab.id === chosen) return;
    const left = block.tabs.find((candidate) => candidate.id === chosen);
    const fileKeys = questionsIn(left?.children ?? [])
      .filter((question) => question.kind === 'fileUpload')
      .map((question) => question.key);
    pressedTab.current = tabRefs.current[index] ?? null;
    if (fileKeys.some((key) => isDocumentBusy(queryClient, key))) {
      setDialogNeeded(true);
      setUploadInProgress(true);
      return;
    }
    const fileName = fileKeys.map((key) => documents?.[key]?.file_name).find(Boolean);
    if (fileName && !confirmed) {
      setConfirming({ tab, index, fileName });
      return;
    }
    const refreshDocuments = () => operations.refreshDocuments(fileKeys);
    setPending(true);
    try {
      // One operation: the server deletes the left tab's documents as it saves the choice.
      await operations.chooseTab(block.id, tab.id);
      refreshDocuments();
    } catch (error) {
      // On the toast's reset the document caches are refreshed.
      if (!(error instanceof UnauthorizedError))
        toast.error(format.tabsError(text(tab.label)), undefined, { onClose: refreshDocuments });
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = block.tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="tabs" id={block.id}>
      <p id={`${block.id}-label`} className="tabs__label">
        {text(block.label)}
      </p>
      <p id={`${block.id}-hint`} className="field__hint">
        {messages.tabsSwitchHint}
      </p>
      <div
        className="tabs__list"
        role="tablist"
        aria-labelledby={`${block.id}-label`}
        aria-describedby={`${block.id}-hint`}
      >
        {block.tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={tabId(block.id, tab.id)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === chosen}
            aria-controls={panelId(block.id)}
            tabIndex={tab.id === chosen ? 0 : -1}
            onClick={() => void choose(tab, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {text(tab.label)}
          </button>
        ))}
      </div>
      <div
        id={panelId(block.id)}
        className="tabs__panel"
        role="tabpanel"
        aria-labelledby={tabId(block.id, block.tabs[shownIndex]?.id ?? block.defaultTab)}
      >
        {renderTab(shownIndex)}
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={messages.tabSwitchConfirmTitle}
            description={format.tabSwitchDeletes(confirming.fileName)}
            confirmLabel={messages.tabSwitchConfirm}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null);
              void choose(confirming.tab, confirming.index, true);
            }}
            returnFocusRef={pressedTab}
          />
        </Suspense>
      )}
      {dialogNeeded && (
        <Suspense fallback={null}>
          <UploadInProgressDialog
            open={uploadInProgress}
            onOpenChange={setUploadInProgress}
            returnFocusRef={pressedTab}
          />
        </Suspense>
      )}
    </div>
  );
}
