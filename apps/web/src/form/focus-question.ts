/**
 * Moves to a question named by an error summary link ('/{page}#{key}'): scrolls it into view and
 * focuses its first input, as the GOV.UK error summary does, so that a keyboard or screen-reader
 * user lands in the field to fix rather than on the page's top.
 */
export function focusQuestion(key: string): boolean {
  const target = document.getElementById(key);
  if (!target) return false;
  const input = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
  // jsdom has no scrollIntoView; every browser does.
  (target.closest('fieldset') ?? target).scrollIntoView?.({ block: 'start' });
  (input ?? target).focus({ preventScroll: true });
  return true;
}
