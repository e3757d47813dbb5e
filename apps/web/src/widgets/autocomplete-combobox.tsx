import { LIMITS, type Answers, type AutocompleteQuestion } from '@portico/application';
import type { LookupSuggestion } from '@portico/contracts';
import { useCombobox } from 'downshift';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { findLookupRecord, findSuggestions } from '../api/find-lookups';
import { useSiteConfig } from '../config/site-config-context';
import { useCatalogue } from '../i18n/language-store';
import { useFormSession } from '../session/form-session';
import { labelId } from './field';
import { clearedAnswers, ownEntryAnswers, recordAnswers } from './autocomplete-answers';
import type { TypingPlace } from './widget-props';

type Item = { kind: 'suggestion'; suggestion: LookupSuggestion } | { kind: 'create'; text: string };

// Downshift may ask for the text of no item (undefined as well as null).
const itemToString = (item: Item | null | undefined) =>
  !item ? '' : item.kind === 'create' ? item.text : item.suggestion.text;

const CREATE_KEY = '\u0000create';
const itemKey = (item: Item) => (item.kind === 'create' ? CREATE_KEY : item.suggestion.id);

/**
 * The combobox of the creatable autocomplete, on Downshift's useCombobox (the ARIA 1.2 combobox
 * pattern: the input is the combobox, the list a listbox, the highlighted option its
 * aria-activedescendant; Downshift injects no styles, which the CSP's style-src 'self' requires).
 *
 * - Typing asks /lookup/find for at most 5 suggestions, debounced 200 ms with a 500 ms max wait
 *  ; a failure silently gives none. 'Use: …' offers the typed
 *   text itself.
 * - A suggestion asks for its record, which fills the mapped fields. If that fails, the label
 *   goes into the main field and stays shown as chosen.
 * - 'Use: …', or text typed and left, is stored as typed and clears the mapped fields; emptying
 *   the field (or Escape on a closed list) clears it and every mapped field.
 */
export function AutocompleteCombobox({
  question,
  initialText,
  storedText,
  place,
  describedBy,
  invalid,
}: {
  question: AutocompleteQuestion;
  /** The text of the plain input it replaces: what the answers hold, or what was typed since. */
  initialText: string;
  /** What the answers hold: typed text differing from it is the applicant's own entry, once left. */
  storedText: string;
  /** Where the applicant was in the plain input, read as this input is attached. */
  place: RefObject<TypingPlace>;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  const { messages, format } = useCatalogue();
  const { store } = useFormSession();
  const site = useSiteConfig();
  const [inputValue, setInputValue] = useState(initialText);
  const [suggestions, setSuggestions] = useState<LookupSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  // What the answers hold for this field as shown: typed text differing from it is uncommitted.
  const [committed, setCommitted] = useState(storedText);
  // The highlighted option, by key: suggestions arriving while an option is highlighted move it,
  // and the highlight follows it (or goes with it), so that Enter picks the option shown.
  const [highlightedKey, setHighlightedKey] = useState<string | null>(null);
  const latestSearch = useRef(0);
  const latestRecord = useRef(0);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  // The input set (a ref callback, in the commit that removed the plain input) schedules a
  // synchronous render, whose layout effect moves the focus and the caret here before the browser
  // handles another key; a passive effect could run later, and a key typed meanwhile is lost.
  const placed = useRef(false);
  useLayoutEffect(() => {
    const { focused, start, end } = place.current;
    if (!input || !focused || placed.current) return;
    placed.current = true;
    input.focus();
    const length = input.value.length;
    input.setSelectionRange(Math.min(start ?? length, length), Math.min(end ?? length, length));
  }, [input, place]);

  const search = useDebouncedCallback(
    (text: string) => {
      const id = ++latestSearch.current;
      void findSuggestions(question.category, text).then((found) => {
        if (id !== latestSearch.current) return;
        setSuggestions(found);
        setLoading(false);
      });
    },
    LIMITS.autocompleteDebounceMs,
    { maxWait: LIMITS.autocompleteMaxWaitMs },
  );

  const trimmed = inputValue.trim();
  const items: Item[] = [
    ...suggestions.map((suggestion): Item => ({ kind: 'suggestion', suggestion })),
    ...(trimmed && !suggestions.some((s) => s.text === trimmed)
      ? [{ kind: 'create', text: trimmed } as const]
      : []),
  ];

  const commit = (patch: Answers, shown: string) => {
    setCommitted(shown);
    store.setAnswers(patch);
  };

  const choose = (item: Item) => {
    // A newer choice wins: the record of an earlier pick still on its way is dropped when it comes.
    const id = ++latestRecord.current;
    if (item.kind === 'create') {
      commit(ownEntryAnswers(store, question, item.text), item.text);
      return;
    }
    const { suggestion } = item;
    setCommitted(suggestion.text);
    findLookupRecord(question.category, suggestion.id).then(
      (record) => {
        if (id !== latestRecord.current) return;
        const patch = recordAnswers(store, question, record, { site, currentYear: new Date().getFullYear() });
        const shown = typeof patch[question.key] === 'string' ? (patch[question.key] as string) : '';
        commit(patch, shown);
        setInputValue(shown);
      },
      () => {
        if (id !== latestRecord.current) return;
        commit(ownEntryAnswers(store, question, suggestion.text), suggestion.text);
      },
    );
  };

  // The select menu: with less than its minimum height of room below the field (a
  // phone's keyboard up, the foot of the window), the menu opens above it. Judged as it opens.
  const [above, setAbove] = useState(false);
  const placeMenu = () => {
    if (!input) return;
    const { top, bottom } = input.getBoundingClientRect();
    const room = window.innerHeight - bottom;
    setAbove(room < LIMITS.selectMenuMinHeight && top > room);
  };

  const highlightedIndex =
    highlightedKey === null ? -1 : items.findIndex((item) => itemKey(item) === highlightedKey);

  const { isOpen, getInputProps, getMenuProps, getItemProps } = useCombobox<Item>({
    items,
    inputValue,
    highlightedIndex,
    onHighlightedIndexChange: ({ highlightedIndex: next }) => {
      const item = next === undefined ? undefined : items[next];
      setHighlightedKey(item ? itemKey(item) : null);
    },
    selectedItem: null,
    itemToString,
    // Page Down and Page Up move the highlight a page of the menu at a time.
    stateReducer: (state, { type, changes }) => {
      const { InputKeyDownPageDown, InputKeyDownPageUp } = useCombobox.stateChangeTypes;
      if (type !== InputKeyDownPageDown && type !== InputKeyDownPageUp) return changes;
      const step = type === InputKeyDownPageDown ? LIMITS.selectMenuPageSize : -LIMITS.selectMenuPageSize;
      return {
        ...changes,
        highlightedIndex: Math.min(items.length - 1, Math.max(0, state.highlightedIndex + step)),
      };
    },
    inputId: question.key,
    labelId: labelId(question.key),
    menuId: `${question.key}-listbox`,
    getItemId: (index) => `${question.key}-option-${index}`,
    onInputValueChange: ({ inputValue: next, type }) => {
      setInputValue(next);
      placeMenu();
      if (
        type !== useCombobox.stateChangeTypes.InputChange &&
        type !== useCombobox.stateChangeTypes.InputKeyDownEscape
      )
        return;
      if (next.trim() === '') {
        search.cancel();
        latestSearch.current += 1;
        setSuggestions([]);
        setLoading(false);
        latestRecord.current += 1;
        if (committed !== '') commit(clearedAnswers(store, question), '');
        return;
      }
      setLoading(true);
      search(next.trim());
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem);
    },
  });

  const onBlur = () => {
    // Downshift selects a highlighted option on blur itself; typed text left as it is is the
    // applicant's own entry.
    if (isOpen && highlightedIndex >= 0) return;
    if (trimmed !== '' && inputValue !== committed)
      commit(ownEntryAnswers(store, question, trimmed), trimmed);
  };

  const status = loading
    ? messages.selectLoading
    : isOpen && trimmed && suggestions.length === 0
      ? messages.selectNoOptions
      : '';

  return (
    <div className="combobox">
      <input
        className="field__input combobox__input"
        type="text"
        name={question.key}
        placeholder={messages.selectPlaceholder}
        {...getInputProps({
          ref: setInput,
          onBlur,
          autoComplete: question.autofill ?? 'off',
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
        })}
      />
      <div
        className={[
          'combobox__popup',
          !(isOpen && (items.length > 0 || status)) && 'combobox__popup--closed',
          above && 'combobox__popup--above',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <p className="combobox__status" role="status">
          {isOpen ? status : ''}
        </p>
        <ul className="combobox__listbox" {...getMenuProps()}>
          {isOpen &&
            items.map((item, index) => (
              <li
                key={itemKey(item)}
                className={
                  index === highlightedIndex
                    ? 'combobox__option combobox__option--highlighted'
                    : 'combobox__option'
                }
                {...getItemProps({ item, index })}
              >
                {item.kind === 'create' ? (
                  format.autocompleteCreate(item.text)
                ) : (
                  <>
                    <span className="combobox__option-text">{item.suggestion.text}</span>
                    {item.suggestion.sub_text && (
                      <span className="combobox__option-sub">{item.suggestion.sub_text}</span>
                    )}
                  </>
                )}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
