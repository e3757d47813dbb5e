import { describe, expect, it } from 'vitest';
import { correctedInitials, correctTypos, SortedWords } from './correct-typos';

const WORDS = new SortedWords(
  ['academy', 'high', 'lincoln', 'lincolnton', 'lindbergh', 'linden', 'school', 'washington'].sort(),
);

describe('the typo correction of the school search', () => {
  it('replaces an unknown word by the most similar known word of the same first letter', () => {
    expect(correctTypos('lincon', WORDS)).toBe('lincoln');
    expect(correctTypos('wasington high', WORDS)).toBe('washington high');
    // 'acadmy' is close to 'academy', but a typo in the first letter is not looked for.
    expect(correctTypos('kcademy', WORDS)).toBe('kcademy');
  });

  it('takes the last word as still being typed, an earlier one as whole', () => {
    // 'linc' begins known words: kept as it is typed.
    expect(correctTypos('linc', WORDS)).toBe('linc');
    // Followed by a space, 'lindberg' is no word: corrected.
    expect(correctTypos('lindberg high', WORDS)).toBe('lindbergh high');
  });

  it('leaves words of fewer than three letters, and words with nothing similar enough', () => {
    expect(correctTypos('hg', WORDS)).toBe('hg');
    expect(correctTypos('xylophone', WORDS)).toBe('xylophone');
  });

  it('gives a tie to the first word in order', () => {
    const tied = new SortedWords(['abcx', 'abcy']);
    expect(correctTypos('abcz', tied)).toBe('abcx');
  });

  it('says which first letters a database search must read the words of', () => {
    expect(correctedInitials('lincon hs washington lindberg')).toEqual(['l', 'w']);
    expect(correctedInitials('hs')).toEqual([]);
  });

  it('refuses a list out of order, which its binary searches could not read', () => {
    expect(() => new SortedWords(['b', 'a'])).toThrow(/order/);
  });
});
