import { textSkeleton } from '@arena/schemas';

/**
 * Look-alike names. A name's skeleton is what it looks like, not how it is spelled (`textSkeleton`,
 * schemas/src/text/skeleton.ts, shared with chat's banned words and reserved referral codes): "Аdmin" (Cyrillic А),
 * "ADM1N", "ａｄｍｉｎ" and "A.d.m.i.n" all have the skeleton "admin"; two names with one skeleton are
 * indistinguishable to a reader.
 */
export function nameSkeleton(name: string): string {
  return textSkeleton(name);
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
