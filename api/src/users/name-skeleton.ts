/**
 * Look-alike names. A name's skeleton is what it looks like, not how it is spelled: NFKC (fullwidth and styled
 * letters become plain ones), case folded, accents and invisible characters dropped, separators removed, and the
 * common Cyrillic, Greek and digit look-alikes of Latin letters mapped to those letters (a small table in the spirit
 * of Unicode TS #39 confusables). "Аdmin" (Cyrillic А), "ADM1N", "ａｄｍｉｎ" and "A.d.m.i.n" all have the skeleton
 * "admin"; two names with one skeleton are indistinguishable to a reader.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', г: 'r', д: 'd', е: 'e', ё: 'e', з: 'e', и: 'u', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p', с: 'c',
  т: 't', у: 'y', х: 'x', ч: 'a', ш: 'w', ь: 'b', ѕ: 's', і: 'i', ї: 'i', ј: 'j', һ: 'h', ӏ: 'i', ԁ: 'd', ԛ: 'q', ԝ: 'w',
  ү: 'y', ғ: 'f', ӧ: 'o',
  // Greek
  α: 'a', β: 'b', γ: 'y', δ: 'd', ε: 'e', ζ: 'z', η: 'n', θ: 'o', ι: 'i', κ: 'k', λ: 'a', μ: 'u', ν: 'v', ο: 'o',
  π: 'n', ρ: 'p', σ: 'o', ς: 'c', τ: 't', υ: 'u', φ: 'o', χ: 'x', ω: 'w',
  // Digits and Latin letters that read as others once case is gone (I/l/1, O/0, rn/m handled below)
  '0': 'o', '1': 'i', l: 'i', '|': 'i', '!': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '$': 's', '@': 'a',
};

const INVISIBLE_OR_SEPARATOR = /[\p{M}\p{Cf}\p{Z}\p{P}\s_]/gu;

export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().normalize('NFD');
  let mapped = '';
  for (const char of folded) mapped += LOOK_ALIKES[char] ?? char;
  return mapped
    .replace(INVISIBLE_OR_SEPARATOR, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .normalize('NFC');
}

const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u];

/** True when one word (letters between separators) takes letters from more than one of Latin, Cyrillic, Greek, Armenian. */
export function mixesScripts(name: string): boolean {
  for (const word of name.normalize('NFKC').split(/[^\p{L}\p{M}]+/u)) {
    let seen = 0;
    for (const script of SCRIPTS) if (script.test(word)) seen++;
    if (seen > 1) return true;
  }
  return false;
}

/** Names only staff may look like, whatever staff is called today. */
export const RESERVED_SKELETONS: ReadonlySet<string> = new Set(
  ['admin', 'administrator', 'moderator', 'support', 'staff', 'system', 'skinarena'].map(nameSkeleton),
);

export const STAFF_ROLES = ['ADMIN', 'MODERATOR', 'SUPPORT'] as const;

/**
 * Whether a (non-staff) player's display name must be replaced: it mixes scripts within a word, its skeleton is a
 * reserved one, or it is the skeleton of a staff member's name.
 */
export function isDeceptiveName(name: string, staffSkeletons: ReadonlySet<string>): boolean {
  const skeleton = nameSkeleton(name);
  return mixesScripts(name) || RESERVED_SKELETONS.has(skeleton) || staffSkeletons.has(skeleton);
}
