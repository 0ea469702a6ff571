/** The ★ items: knives and gloves. Both sit in the "Extraordinary" tier; popularity scales their prices. */
import type { WearRange } from './kinds';

export interface SpecialFinish {
  name: string;
  wear: WearRange;
  /** Price factor of the finish relative to an average one. */
  factor: number;
}

const f = (name: string, wear: WearRange, factor: number): SpecialFinish => ({ name, wear, factor });

/** Knife finishes; each knife gets a seeded choice of them. Anodized and gem finishes only come fresh. */
export const KNIFE_FINISHES: readonly SpecialFinish[] = [
  f('Fade', 'FN-MW', 1.8),
  f('Doppler', 'FN-MW', 1.4),
  f('Marble Fade', 'FN-MW', 1.6),
  f('Tiger Tooth', 'FN-MW', 1.3),
  f('Gamma Doppler', 'FN-MW', 1.5),
  f('Lore', 'FN-BS', 1.5),
  f('Autotronic', 'FN-BS', 1.1),
  f('Slaughter', 'FN-FT', 1.2),
  f('Crimson Web', 'FN-BS', 1),
  f('Case Hardened', 'FN-BS', 1.1),
  f('Blue Steel', 'FN-BS', 0.9),
  f('Night', 'FN-BS', 0.7),
  f('Ultraviolet', 'FN-BS', 0.8),
  f('Stained', 'FN-BS', 0.6),
  f('Safari Mesh', 'FN-BS', 0.45),
  f('Urban Masked', 'FN-BS', 0.5),
  f('Scorched', 'FN-BS', 0.45),
  f('Boreal Forest', 'FN-BS', 0.5),
  f('Rust Coat', 'WW-BS', 0.5),
];

export interface SpecialModel {
  name: string;
  popularity: number;
}

export const KNIVES: readonly SpecialModel[] = [
  { name: 'Karambit', popularity: 3 },
  { name: 'Butterfly Knife', popularity: 3 },
  { name: 'M9 Bayonet', popularity: 2.4 },
  { name: 'Bayonet', popularity: 1.6 },
  { name: 'Talon Knife', popularity: 1.8 },
  { name: 'Skeleton Knife', popularity: 1.8 },
  { name: 'Stiletto Knife', popularity: 1.4 },
  { name: 'Flip Knife', popularity: 1 },
  { name: 'Huntsman Knife', popularity: 0.8 },
  { name: 'Falchion Knife', popularity: 0.6 },
  { name: 'Gut Knife', popularity: 0.45 },
  { name: 'Shadow Daggers', popularity: 0.4 },
];

export const FINISHES_PER_KNIFE = 3;

export interface GloveModel extends SpecialModel {
  finishes: SpecialFinish[];
}

/** Gloves have their own finishes, each in every exterior. */
const g = (name: string, factor: number): SpecialFinish => f(name, 'FN-BS', factor);

const glove = (name: string, popularity: number, ...finishes: SpecialFinish[]): GloveModel => ({
  name,
  popularity,
  finishes,
});

export const GLOVES: readonly GloveModel[] = [
  glove('Sport Gloves', 2.5, g("Pandora's Box", 3), g('Vice', 2), g('Arid', 0.6)),
  glove('Specialist Gloves', 1.5, g('Crimson Kimono', 2.2), g('Fade', 1.6), g('Forest DDPAT', 0.5)),
  glove('Moto Gloves', 1.2, g('Spearmint', 1.8), g('POW!', 1.1), g('Transport', 0.5)),
  glove('Driver Gloves', 1, g('King Snake', 1.7), g('Lunar Weave', 0.8), g('Convoy', 0.5)),
  glove('Hand Wraps', 0.9, g('Cobalt Skulls', 1.5), g('Slaughter', 1.3), g('Leather', 0.5)),
  glove('Broken Fang Gloves', 0.6, g('Jade', 1.3), g('Yellow-banded', 0.9), g('Unhinged', 0.7)),
  glove('Hydra Gloves', 0.5, g('Case Hardened', 1.2), g('Emerald', 1), g('Mangrove', 0.6)),
  glove('Bloodhound Gloves', 0.6, g('Charred', 1), g('Snakebite', 0.9), g('Guerrilla', 0.7)),
];
