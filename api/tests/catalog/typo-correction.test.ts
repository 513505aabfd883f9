/**
 * The pure part of typo-tolerant search (src/modules/content/typo-correction.ts and the shared word
 * cutter): edit distance, what is corrected, which word wins. The database part is in
 * typo-search.test.ts and search-vocabulary.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  applyCorrections,
  editDistance,
  pickCorrection,
  planCorrection,
  type VocabularyCandidate,
} from '../../src/modules/content/typo-correction';
import { productSearchWords, SEARCH_WORD_MAX_LENGTH, wordsOf } from '../../src/shared/search-words';

/** Every pair's distance by the textbook recurrence (no early exit), to check the fast one against. */
function referenceOsa(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[x.length]![y.length]!;
}

const vocabulary = (...entries: Array<[string, number]>): VocabularyCandidate[] =>
  entries.map(([word, productCount]) => ({ word, productCount }));

describe('editDistance (optimal string alignment)', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each', () => {
    expect(editDistance('bridgr', 'bridger')).toBe(1);
    expect(editDistance('briger', 'bridger')).toBe(1);
    expect(editDistance('muzle', 'muzzle')).toBe(1);
    expect(editDistance('muzzel', 'muzzle')).toBe(1);
    expect(editDistance('sentinal', 'sentinel')).toBe(1);
    expect(editDistance('tenr', 'tern')).toBe(1);
    expect(editDistance('muzzle', 'muzzle')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    // A swap and a further edit of the swapped pair is not one edit plus one (OSA, not full Damerau).
    expect(editDistance('ca', 'abc')).toBe(3);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(editDistance('bridgér', 'bridger')).toBe(1);
    expect(editDistance('a🙂b', 'ab')).toBe(1);
  });

  it('answers limit + 1 as soon as the limit is passed, and the true distance within it', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('short', 'a much longer word', 2)).toBe(3);
    expect(editDistance('kootenia', 'kootenai', 2)).toBe(1);
  });

  it('agrees with the textbook recurrence on every pair of a mixed sample', () => {
    const words = ['muzzle', 'muzzel', 'muzle', 'mzuzle', 'bridger', 'bridgr', 'brigder', 'ridge', 'abc', 'acb', 'ca'];
    for (const a of words) {
      for (const b of words) {
        const exact = referenceOsa(a, b);
        expect(editDistance(a, b), `${a} ${b}`).toBe(exact);
        for (const limit of [0, 1, 2])
          expect(editDistance(a, b, limit), `${a} ${b} ${limit}`).toBe(Math.min(exact, limit + 1));
      }
    }
  });
});

describe('allowedEdits', () => {
  it('is 0 up to 3 letters, 1 for 4 to 7 and 2 from 8', () => {
    expect(['', 'a', 'rid', 'tern', 'bridger', 'sentinel', 'kootenai-xyz'].map(allowedEdits)).toEqual([
      0, 0, 0, 1, 1, 2, 2,
    ]);
    expect(allowedEdits('éèà')).toBe(0);
  });
});

describe('words', () => {
  it('cuts on anything but letters and digits, lower-cased, in any script', () => {
    expect(wordsOf('Bridger HR-1, .308 Win')).toEqual(['bridger', 'hr', '1', '308', 'win']);
    expect(wordsOf('Café Ü-Bahn')).toEqual(['café', 'ü', 'bahn']);
    // A decomposed é (e + combining accent) is the same word as a typed one.
    expect(wordsOf('Cafe\u0301')).toEqual(['café']);
    expect(wordsOf("' or 1=1 -- 🙂")).toEqual(['or', '1', '1']);
  });

  it("holds a product's title and subtitle words and each sku whole and in parts, once, sorted", () => {
    expect(
      productSearchWords({
        title: 'Absaroka Muzzle Brake',
        subtitle: 'Three-port, timed',
        skus: ['HA-BRK-5824-BLK', 'HA-BRK-5824-SS'],
      }),
    ).toEqual([
      '5824',
      'absaroka',
      'blk',
      'brake',
      'brk',
      'ha',
      'ha-brk-5824-blk',
      'ha-brk-5824-ss',
      'muzzle',
      'port',
      'ss',
      'three',
      'timed',
    ]);
    expect(productSearchWords({ title: 'x'.repeat(SEARCH_WORD_MAX_LENGTH + 1), subtitle: null, skus: [] })).toEqual([]);
  });
});

describe('planCorrection', () => {
  it('asks about words of 4 letters or more that are not numbers, and about whole codes apart', () => {
    const plan = planCorrection('  Muzzel BRAKE for the HR-1 1912 ha-brk-5824-bkl ');
    expect(plan.text).toBe('muzzel brake for the hr-1 1912 ha-brk-5824-bkl');
    expect(plan.wordTerms).toEqual([
      { term: 'muzzel', edits: 1 },
      { term: 'brake', edits: 1 },
    ]);
    // Whole codes (words joined by punctuation) are asked about apart, and only if the words fail.
    expect(plan.compoundTerms).toEqual([
      { term: 'hr-1', edits: 1 },
      { term: 'ha-brk-5824-bkl', edits: 2 },
    ]);
  });

  it('has nothing to ask for short words, numbers, symbols and emoji', () => {
    for (const query of ['rid', 'hr 1', '1911', "' or 1=1 --", '%_%', '🙂 ☃', '   ']) {
      const plan = planCorrection(query);
      expect([...plan.wordTerms, ...plan.compoundTerms], query).toEqual([]);
    }
  });
});

describe('pickCorrection', () => {
  it('picks the closest word within the allowed edits', () => {
    const near = vocabulary(['bridger', 3], ['bridge', 1], ['ridge', 9]);
    expect(pickCorrection('bridgr', near)).toBe('bridger');
    expect(pickCorrection('sentinal', vocabulary(['sentinel', 5], ['sentimental', 1]))).toBe('sentinel');
  });

  it('corrects nothing when the word is a vocabulary word itself, or nothing is close enough', () => {
    expect(pickCorrection('bridge', vocabulary(['bridger', 3], ['bridge', 1]))).toBeNull();
    expect(pickCorrection('brdgr', vocabulary(['bridger', 3]))).toBeNull(); // 2 edits for 5 letters
    expect(pickCorrection('rdg', vocabulary(['ridge', 3], ['rdgs', 1]))).toBeNull(); // 3 letters
    expect(pickCorrection('muzle', [])).toBeNull();
  });

  it('breaks ties by the more common word, then the shorter, then alphabetically, whatever the order given', () => {
    const tied = vocabulary(['tern', 1], ['teen', 4], ['ten', 4], ['tear', 4]);
    for (const order of [tied, [...tied].reverse()]) expect(pickCorrection('tenr', order)).toBe('ten');
    const sameCount = vocabulary(['tern', 2], ['tear', 2]);
    for (const order of [sameCount, [...sameCount].reverse()]) expect(pickCorrection('tenr', order)).toBe('tear');
  });
});

describe('applyCorrections', () => {
  it('puts each correction in place, keeping the spacing and punctuation of the query', () => {
    const plan = planCorrection('Muzzel  brake, absroka');
    const candidates = new Map([
      ['muzzel', vocabulary(['muzzle', 2])],
      ['brake', vocabulary(['brake', 4])],
      ['absroka', vocabulary(['absaroka', 3])],
    ]);
    expect(applyCorrections(plan, candidates, { wholeCodes: false })).toEqual({
      query: 'muzzle  brake, absaroka',
      corrections: [
        { from: 'muzzel', to: 'muzzle' },
        { from: 'absroka', to: 'absaroka' },
      ],
    });
  });

  it('answers null when no word changes', () => {
    const plan = planCorrection('muzzle brake');
    const candidates = new Map([
      ['muzzle', vocabulary(['muzzle', 1])],
      ['brake', vocabulary(['brake', 1])],
    ]);
    expect(applyCorrections(plan, candidates, { wholeCodes: true })).toBeNull();
  });

  it('corrects a whole code as one only when asked to, and its words otherwise', () => {
    const plan = planCorrection('ha-br1-308wn ha-brk-5824-bkl');
    const candidates = new Map([
      ['308wn', vocabulary(['308win', 12])],
      ['ha-br1-308wn', vocabulary(['ha-br1-308win', 1])],
      ['ha-brk-5824-bkl', vocabulary(['ha-brk-5824-blk', 1])],
    ]);
    expect(applyCorrections(plan, candidates, { wholeCodes: false })?.query).toBe('ha-br1-308win ha-brk-5824-bkl');
    expect(applyCorrections(plan, candidates, { wholeCodes: true })).toEqual({
      query: 'ha-br1-308win ha-brk-5824-blk',
      corrections: [
        { from: 'ha-br1-308wn', to: 'ha-br1-308win' },
        { from: 'ha-brk-5824-bkl', to: 'ha-brk-5824-blk' },
      ],
    });
  });
});
