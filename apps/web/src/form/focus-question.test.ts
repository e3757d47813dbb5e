import { afterEach, expect, test, vi } from 'vitest';
import { focusQuestion } from './focus-question';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function scrolledTo(): Element[] {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
  return scrolled;
}

test('a question in a fieldset: its legend comes to the top, its first input takes the focus', () => {
  document.body.innerHTML = `
    <fieldset><legend id="legend">Immigrant category</legend>
      <p class="field__error">Select your immigrant category</p>
      <div id="immigrant_category"><input type="radio" id="first" /><input type="radio" /></div>
    </fieldset>`;
  const scrolled = scrolledTo();
  expect(focusQuestion('immigrant_category')).toBe(true);
  expect(scrolled.map((element) => element.id)).toEqual(['legend']);
  expect(document.activeElement?.id).toBe('first');
});

test('a lone input: its label comes to the top, not the input under it', () => {
  document.body.innerHTML = `
    <label id="label" for="sat_total">SAT Total</label>
    <p>Enter your SAT total</p>
    <input id="sat_total" />`;
  const scrolled = scrolledTo();
  expect(focusQuestion('sat_total')).toBe(true);
  expect(scrolled.map((element) => element.id)).toEqual(['label']);
  expect(document.activeElement?.id).toBe('sat_total');
});
