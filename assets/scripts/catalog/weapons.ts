/**
 * Weapon models of the catalog with their famous finishes. `popularity` scales every price of the model
 * (AK-47 skins cost more than Negev skins of the same tier); `invented` is how many further finishes the
 * generator makes up for the model.
 */
import { finish, type CuratedFinish } from './kinds';

export interface WeaponModel {
  name: string;
  popularity: number;
  invented: number;
  curated: CuratedFinish[];
}

const model = (name: string, popularity: number, invented: number, curated: CuratedFinish[]): WeaponModel => ({
  name,
  popularity,
  invented,
  curated,
});

export const WEAPON_MODELS: readonly WeaponModel[] = [
  model('AK-47', 3, 2, [
    finish('Redline', 'Classified', 'MW-BS'),
    finish('Vulcan', 'Covert'),
    finish('Fire Serpent', 'Covert', undefined, 5),
    finish('Case Hardened', 'Classified', undefined, 2),
    finish('Asiimov', 'Covert', 'FT-BS'),
    finish('Bloodsport', 'Covert', 'FN-FT'),
    finish('Slate', 'Mil-Spec'),
    finish('Safari Mesh', 'Industrial'),
  ]),
  model('M4A4', 2.5, 2, [
    finish('Howl', 'Contraband'),
    finish('Asiimov', 'Covert', 'FT-BS'),
    finish('Desolate Space', 'Classified'),
    finish('The Emperor', 'Covert'),
    finish('Neo-Noir', 'Covert'),
    finish('Evil Daimyo', 'Mil-Spec'),
    finish('Urban DDPAT', 'Industrial'),
  ]),
  model('M4A1-S', 2.5, 2, [
    finish('Hyper Beast', 'Covert'),
    finish('Printstream', 'Covert'),
    finish('Knight', 'Classified', 'FN-MW', 8),
    finish('Golden Coil', 'Covert'),
    finish('Decimator', 'Classified'),
    finish('Nitro', 'Restricted'),
    finish('Boreal Forest', 'Industrial'),
  ]),
  model('AWP', 3, 2, [
    finish('Dragon Lore', 'Covert', undefined, 25),
    finish('Asiimov', 'Covert', 'FT-BS', 2),
    finish('Lightning Strike', 'Covert', 'FN-MW'),
    finish('Hyper Beast', 'Covert'),
    finish('Redline', 'Classified', 'MW-BS'),
    finish('Electric Hive', 'Classified'),
    finish('Worm God', 'Restricted', 'FN-WW'),
    finish('Safari Mesh', 'Industrial'),
  ]),
  model('Galil AR', 0.8, 2, [finish('Chatterbox', 'Covert'), finish('Cerberus', 'Classified')]),
  model('FAMAS', 0.8, 2, [finish('Roll Cage', 'Classified'), finish('Afterimage', 'Classified')]),
  model('SG 553', 0.7, 2, [finish('Integrale', 'Covert'), finish('Cyrex', 'Restricted')]),
  model('AUG', 0.8, 2, [finish('Akihabara Accept', 'Covert', 'FN-WW', 4), finish('Chameleon', 'Classified')]),
  model('SSG 08', 1, 2, [finish('Blood in the Water', 'Covert', 'FN-FT', 2), finish('Dragonfire', 'Covert')]),
  model('SCAR-20', 0.5, 2, [finish('Emerald', 'Classified'), finish('Cardiac', 'Restricted')]),
  model('G3SG1', 0.5, 2, [finish('Chronos', 'Classified'), finish('Flux', 'Restricted')]),
  model('Desert Eagle', 1.8, 2, [
    finish('Blaze', 'Restricted', 'FN-MW', 6),
    finish('Printstream', 'Covert'),
    finish('Code Red', 'Covert'),
    finish('Kumicho Dragon', 'Classified'),
    finish('Crimson Web', 'Mil-Spec'),
    finish('Urban Rubble', 'Industrial'),
  ]),
  model('Glock-18', 1.8, 2, [
    finish('Fade', 'Restricted', 'FN-MW', 10),
    finish('Water Elemental', 'Classified'),
    finish('Wasteland Rebel', 'Covert'),
    finish('Bullet Queen', 'Covert'),
    finish('Candy Apple', 'Mil-Spec', 'FN-FT'),
    finish('Sand Dune', 'Consumer'),
  ]),
  model('USP-S', 2, 2, [
    finish('Kill Confirmed', 'Covert'),
    finish('Neo-Noir', 'Covert'),
    finish('Orion', 'Classified', 'FN-WW'),
    finish('Cortex', 'Classified'),
    finish('Guardian', 'Mil-Spec'),
    finish('Forest Leaves', 'Consumer'),
  ]),
  model('P2000', 1, 2, [finish('Fire Elemental', 'Covert'), finish('Ocean Foam', 'Classified', 'FN-MW')]),
  model('P250', 0.8, 2, [finish('See Ya Later', 'Covert'), finish('Asiimov', 'Classified', 'FT-BS')]),
  model('Five-SeveN', 0.8, 2, [finish('Hyper Beast', 'Covert'), finish('Case Hardened', 'Restricted')]),
  model('Tec-9', 0.7, 2, [finish('Fuel Injector', 'Classified'), finish('Isaac', 'Mil-Spec')]),
  model('CZ75-Auto', 0.7, 2, [finish('Victoria', 'Covert'), finish('Yellow Jacket', 'Classified')]),
  model('R8 Revolver', 0.6, 2, [finish('Fade', 'Covert', 'FN-MW'), finish('Amber Fade', 'Restricted')]),
  model('Dual Berettas', 0.6, 2, [finish('Cobra Strike', 'Classified'), finish('Twin Turbo', 'Restricted')]),
  model('MP9', 0.8, 2, [finish('Hydra', 'Classified'), finish('Starlight Protector', 'Covert')]),
  model('MAC-10', 0.8, 2, [finish('Neon Rider', 'Covert'), finish('Stalker', 'Classified')]),
  model('UMP-45', 0.7, 2, [finish('Primal Saber', 'Covert'), finish('Blaze', 'Restricted', 'FN-MW', 3)]),
  model('P90', 1, 2, [finish('Asiimov', 'Covert'), finish('Death by Kitty', 'Covert', undefined, 3)]),
  model('MP7', 0.7, 2, [finish('Bloodsport', 'Covert'), finish('Nemesis', 'Classified')]),
  model('PP-Bizon', 0.5, 2, [finish('Judgement of Anubis', 'Covert'), finish('Fuel Rod', 'Restricted')]),
  model('Nova', 0.5, 2, [finish('Hyper Beast', 'Classified'), finish('Antique', 'Restricted')]),
  model('XM1014', 0.6, 2, [finish('Tranquility', 'Covert'), finish('Seasons', 'Restricted')]),
  model('MAG-7', 0.5, 2, [finish('Justice', 'Covert'), finish('Bulldozer', 'Restricted')]),
  model('Sawed-Off', 0.5, 2, [finish('The Kraken', 'Covert'), finish('Serenity', 'Restricted')]),
  model('Negev', 0.4, 2, [finish('Power Loader', 'Classified'), finish('Mjölnir', 'Covert', 'FN-MW', 4)]),
  model('M249', 0.4, 2, [finish('Emerald Poison Dart', 'Classified'), finish('Magma', 'Restricted')]),
];
