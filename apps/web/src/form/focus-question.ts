/**
 * Moves to a question named by an error summary link ('/{page}#{key}'): scrolls it into view and
 * focuses its first input, as the GOV.UK error summary does, so that a keyboard or screen-reader
 * user lands in the field to fix rather than on the page's top. The question's legend (or its
 * label) is what comes to the top, so that what is asked and its message show above the field.
 */
export function focusQuestion(key: string): boolean {
  const target = document.getElementById(key);
  if (!target) return false;
  const input = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
  const focused = input ?? target;
  const heading =
    target.closest('fieldset')?.querySelector(':scope > legend') ??
    (focused as Partial<HTMLInputElement>).labels?.[0] ??
    target;
  // jsdom has no scrollIntoView; every browser does.
  heading.scrollIntoView?.({ block: 'start' });
  focused.focus({ preventScroll: true });
  return true;
}
