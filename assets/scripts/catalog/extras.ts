/**
 * Stickers, containers and other items. These come in one state only ("Factory New"); their icons are one per
 * kind (a holo sticker, a case, a music kit...).
 */
import type { Rarity } from '../../catalog/constants';

/** Sticker designs; the number is a price factor for the few designs collectors chase. */
export const STICKER_DESIGNS: readonly (readonly [string, number])[] = [
  ['Crown', 40],
  ['Headhunter', 6],
  ['Flammable', 3],
  ['Howling Dawn', 25],
  ['Lucky 13', 2],
  ['Bomb Squad', 1],
  ['Clutch King', 1.5],
  ['Eco Rush', 0.8],
  ['Ninja Defuse', 1.2],
  ['One Tap', 1.4],
  ['Peek-a-boo', 0.7],
  ['Flash Out', 0.6],
  ['Boost Me', 0.5],
  ['Rush B', 1.1],
  ['Wallbang', 0.9],
  ['Smoke Criminal', 0.8],
  ['Chicken Lover', 1.6],
  ['Double Kill', 0.6],
  ['Nice Shot', 0.5],
  ['Silver Surfer', 0.7],
  ['Spray and Pray', 0.9],
  ['Trophy Hunter', 1.3],
  ['Pixel Skull', 0.8],
  ['Golden Hour', 1],
  ['Bullseye', 0.6],
  ['Night Owl', 0.7],
];

export interface StickerVariant {
  suffix: string;
  /** Icon kind: icons/sticker-<kind>.svg. */
  kind: string;
  rarity: Rarity;
  baseCents: number;
  /** Share of designs printed in this variant. */
  share: number;
}

export const STICKER_VARIANTS: readonly StickerVariant[] = [
  { suffix: '', kind: 'paper', rarity: 'Mil-Spec', baseCents: 6, share: 1 },
  { suffix: ' (Holo)', kind: 'holo', rarity: 'Restricted', baseCents: 90, share: 0.55 },
  { suffix: ' (Foil)', kind: 'foil', rarity: 'Classified', baseCents: 380, share: 0.35 },
  { suffix: ' (Gold)', kind: 'gold', rarity: 'Covert', baseCents: 1400, share: 0.15 },
];

export interface FixedItem {
  name: string;
  /** Icon kind: icons/<type>-<kind>.svg. */
  kind: string;
  rarity: Rarity;
  baseCents: number;
}

const item = (name: string, kind: string, rarity: Rarity, baseCents: number): FixedItem => ({
  name,
  kind,
  rarity,
  baseCents,
});
const weaponCase = (name: string, cents: number) => item(name, 'case', 'Consumer', cents);
const capsule = (name: string, cents: number) => item(name, 'capsule', 'Consumer', cents);
const souvenir = (name: string, cents: number) => item(name, 'package', 'Mil-Spec', cents);

export const CONTAINERS: readonly FixedItem[] = [
  weaponCase('CS:GO Weapon Case', 9500),
  weaponCase('eSports 2013 Case', 5200),
  weaponCase('Operation Bravo Case', 3600),
  weaponCase('Operation Breakout Weapon Case', 420),
  weaponCase('Glove Case', 600),
  weaponCase('Gamma 2 Case', 160),
  weaponCase('Spectrum 2 Case', 140),
  weaponCase('Shadow Case', 120),
  weaponCase('Falchion Case', 110),
  weaponCase('Chroma 2 Case', 250),
  weaponCase('Horizon Case', 80),
  weaponCase('Danger Zone Case', 70),
  weaponCase('Dreams & Nightmares Case', 90),
  weaponCase('Kilowatt Case', 60),
  weaponCase('Clutch Case', 50),
  weaponCase('Revolution Case', 45),
  weaponCase('Fracture Case', 40),
  weaponCase('Prisma 2 Case', 40),
  weaponCase('Gallery Case', 38),
  weaponCase('Recoil Case', 30),
  weaponCase('Snakebite Case', 25),
  capsule('Community Sticker Capsule 1', 1500),
  capsule('Holo-Foil Sticker Capsule', 200),
  capsule('Bestiary Capsule', 60),
  capsule('Poorly Drawn Capsule', 18),
  capsule('Skill Groups Capsule', 22),
  capsule('Riptide Sticker Capsule', 12),
  capsule('Chicken Capsule', 4),
  souvenir('Antwerp 2022 Mirage Souvenir Package', 320),
  souvenir('Paris 2023 Inferno Souvenir Package', 260),
  souvenir('Copenhagen 2024 Nuke Souvenir Package', 150),
  souvenir('Austin 2025 Ancient Souvenir Package', 110),
];

const musicKit = (name: string, cents: number) => item(`Music Kit | ${name}`, 'music-kit', 'Mil-Spec', cents);
const graffiti = (name: string, cents: number) => item(`Sealed Graffiti | ${name}`, 'graffiti', 'Consumer', cents);
const pin = (name: string, rarity: Rarity, cents: number) => item(`${name} Pin`, 'pin', rarity, cents);
const patch = (name: string, rarity: Rarity, cents: number) => item(`Patch | ${name}`, 'patch', rarity, cents);
const agent = (name: string, rarity: Rarity, cents: number) => item(name, 'agent', rarity, cents);

/** Music kits listed here also come as StatTrak™ copies (see build.ts). */
export const MUSIC_KITS: readonly FixedItem[] = [
  musicKit('Neon Harbor, Midnight Static', 450),
  musicKit('Vela Ray, Hollow Point', 380),
  musicKit('Kessler Drive, Overclocked', 520),
  musicKit('Ashen Choir, Last Round', 300),
  musicKit('Mara Quell, Tick Tock Plant', 610),
  musicKit('Static Bloom, Eco Round', 260),
  musicKit('Orbit Nine, Defuse Kit', 700),
  musicKit('Low Ember, Clutch or Kick', 340),
];

export const OTHER_ITEMS: readonly FixedItem[] = [
  graffiti('GGWP (Shark White)', 5),
  graffiti('Rush B (Tiger Orange)', 4),
  graffiti('Eco Round (Frog Green)', 3),
  graffiti('Headshot (Blood Red)', 6),
  graffiti('Nice Try (Violent Violet)', 4),
  graffiti('Chicken (Desert Amber)', 5),
  graffiti('Clutch (SWAT Blue)', 7),
  graffiti('Ninja (Shark White)', 12),
  graffiti('Bomb Planted (Dust Brown)', 3),
  pin('Dust II', 'Restricted', 1800),
  pin('Howl', 'Covert', 4800),
  pin('Guardian', 'Restricted', 900),
  pin('Victory', 'Classified', 1500),
  pin('Tactics', 'Restricted', 700),
  pin('Phoenix', 'Classified', 2200),
  pin('Mirage', 'Restricted', 800),
  pin('Inferno', 'Restricted', 1100),
  pin('Nuke', 'Classified', 1700),
  patch('Crazy Banana', 'Mil-Spec', 90),
  patch('Bayonet Frog', 'Restricted', 260),
  patch('Silver Wings', 'Mil-Spec', 70),
  patch('Vigilance', 'Classified', 420),
  patch('Dragon Eye', 'Classified', 520),
  patch('Welcome to the Clutch', 'Mil-Spec', 60),
  agent('Sergeant Korr | SWAT', 'Mil-Spec', 250),
  agent('Special Agent Vale | FBI', 'Restricted', 700),
  agent('Lieutenant Rook | SEAL Frogman', 'Classified', 1600),
  agent('Commander Ivy | Gendarmerie', 'Covert', 3800),
  agent('Street Doctor Maro | The Professionals', 'Classified', 1400),
  agent('Enforcer Kade | Phoenix', 'Mil-Spec', 180),
  agent('Sniper Wren | Guerrilla Warfare', 'Restricted', 520),
  agent('Boss Dario | Sabre', 'Covert', 2900),
  item('Name Tag', 'name-tag', 'Mil-Spec', 95),
];
