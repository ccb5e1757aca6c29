/**
 * Ids of the offline packs that are not a game folder: no folder can be named with a `/`, so
 * these never collide with a game's id (its top folder's name).
 */

/** The pack of the notes at the vault's root. */
export const LOOSE_PACK = '/';

/** The pack of the whole site. */
export const ALL_PACK = '//';
