/**
 * What a text looks like, not how it is spelled (its skeleton): NFKC (fullwidth and styled letters become plain
 * ones), case folded, accents and invisible characters dropped, separators removed, and the common Cyrillic, Greek and
 * digit look-alikes of Latin letters mapped to those letters (a small table in the spirit of Unicode TS #39
 * confusables). "Аdmin" (Cyrillic А), "ADM1N", "ａｄｍｉｎ" and "A.d.m.i.n" all have the skeleton "admin"; two texts
 * with one skeleton are indistinguishable to a reader. Names (api/src/users/name-skeleton.ts), chat's banned words and
 * reserved referral codes compare skeletons, so a look-alike spelling is caught the same way everywhere.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  г: 'r',
  д: 'd',
  е: 'e',
  ё: 'e',
  з: 'e',
  и: 'u',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ч: 'a',
  ш: 'w',
  ь: 'b',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ӏ: 'i',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  ғ: 'f',
  ӧ: 'o',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  θ: 'o',
  ι: 'i',
  κ: 'k',
  λ: 'a',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  π: 'n',
  ρ: 'p',
  σ: 'o',
  ς: 'c',
  τ: 't',
  υ: 'u',
  φ: 'o',
  χ: 'x',
  ω: 'w',
  // Digits and Latin letters that read as others once case is gone (I/l/1, O/0, rn/m handled below)
  '0': 'o',
  '1': 'i',
  l: 'i',
  '|': 'i',
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  $: 's',
  '@': 'a',
};

const INVISIBLE_OR_SEPARATOR = /[\p{M}\p{Cf}\p{Z}\p{P}\s_]/gu;

export function textSkeleton(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().normalize('NFD');
  let mapped = '';
  for (const char of folded) mapped += LOOK_ALIKES[char] ?? char;
  return mapped.replace(INVISIBLE_OR_SEPARATOR, '').replace(/rn/g, 'm').replace(/vv/g, 'w').normalize('NFC');
}
