/**
 * A deterministic synthetic vault for benchmarks and scale tests.
 *
 * `generateVault({ notes: 5000, seed: 1 })` returns the same files, byte for byte, on every run and
 * machine: notes spread over game folders, about 150–600 words each, 3–15 wikilinks (with aliases and
 * heading links; about 3 % to notes that do not exist), image embeds, note embeds of earlier
 * notes (so embeds never cycle), callouts, tables, block ids, frontmatter aliases and tags.
 * Randomness comes from pure-rand's xoroshiro128+ seeded with `seed`.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** One file of a generated vault: vault-relative POSIX path and its content. */
export interface GeneratedFile {
  path: string;
  content: string | Uint8Array;
}

export interface GenerateOptions {
  /** Number of notes (≥ 1). */
  notes: number;
  /** PRNG seed; the same seed gives the same vault. Default 1. */
  seed?: number;
  /** Game folders the notes are spread over. Default `legion`, `chronicle-x`, `swu`. */
  folders?: readonly string[];
  /** Share of wikilinks that point at notes that do not exist, 0–1. Default 0.03. */
  unresolvedShare?: number;
}

/** A valid 1×1 transparent PNG, used for every generated image. */
export const TINY_PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01,
  0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

const WORDS = (
  'unit activation action move attack aim dodge standby recover courage suppression panic rally ' +
  'commander token range line sight cover terrain objective round phase card ability effect ' +
  'trigger resolve player opponent exhaust ready keyword damage wound defense surge die roll ' +
  'overwatch blip hero alien sprint melee shoot interact psychic board square wall hazard ' +
  'the a of to and in on with when after before each any may must cannot only once twice'
).split(' ');

const TOPICS = (
  'Maneuver Barrage Cohesion Flank Salvo Vantage Bastion Tempo Vector Quorum Rampart Echo Cinder ' +
  'Harbor Lattice Meridian Nimbus Orbit Pylon Quarry Relay Sentry Talon Umbra Vigil Warden Zenith'
).split(' ');

/** Generates the files of a synthetic vault. Pure and deterministic; throws on `notes < 1`. */
export function generateVault(options: GenerateOptions): GeneratedFile[] {
  const { notes, seed = 1, folders = ['legion', 'chronicle-x', 'swu'], unresolvedShare = 0.03 } = options;
  if (!Number.isInteger(notes) || notes < 1) throw new RangeError(`notes must be a whole number ≥ 1, got ${notes}`);
  const rng = xoroshiro128plus(seed);
  const int = (from: number, to: number): number => uniformInt(rng, from, to);
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chance = (p: number): boolean => int(0, 9999) < p * 10000;

  const titles = Array.from({ length: notes }, (_, i) => `${pick(TOPICS)} ${pick(TOPICS)} ${i + 1}`);
  const folderOf = (i: number): string => folders[i % folders.length] as string;
  const headingsOf = (i: number): string[] => [`Overview ${i + 1}`, 'Details', 'Examples'];
  const files: GeneratedFile[] = [];
  const images = Math.max(1, Math.floor(notes / 50));
  for (let k = 0; k < images; k++) files.push({ path: `${folderOf(k)}/images/diagram-${k + 1}.png`, content: TINY_PNG });

  const sentence = (min: number, max: number): string => {
    const n = int(min, max);
    const words = Array.from({ length: n }, () => pick(WORDS));
    const first = words[0] as string;
    return `${first[0]?.toUpperCase()}${first.slice(1)} ${words.slice(1).join(' ')}.`;
  };

  for (let i = 0; i < notes; i++) {
    const title = titles[i] as string;
    const target = (): string => {
      if (chance(unresolvedShare)) return `Missing Topic ${int(1, 1_000_000)}`;
      return titles[int(0, notes - 1)] as string;
    };
    const link = (): string => {
      const t = target();
      const form = int(0, 3);
      if (form === 0) return `[[${t}]]`;
      if (form === 1) return `[[${t}|${pick(WORDS)} ${pick(WORDS)}]]`;
      if (form === 2) return `[[${t}#Details]]`;
      return `[[${t}#Examples|see the examples]]`;
    };
    const linkCount = int(3, 15);
    const targetWords = int(150, 600);
    const links = Array.from({ length: linkCount }, link);
    const paragraphs: string[] = [];
    let words = 0;
    let linkIndex = 0;
    while (words < targetWords) {
      const sentences = Array.from({ length: int(2, 5) }, () => sentence(6, 18));
      if (linkIndex < links.length) sentences.splice(int(0, sentences.length), 0, `See ${links[linkIndex++]}.`);
      const text = sentences.join(' ');
      words += text.split(' ').length;
      paragraphs.push(text);
    }
    while (linkIndex < links.length) paragraphs.push(`Related: ${links[linkIndex++]}.`);

    const [h1, h2, h3] = headingsOf(i);
    const body: string[] = [];
    const aliases = chance(0.5) ? [`${title} alias`] : [];
    const tags = [folderOf(i), pick(['core', 'advanced', 'faq'])];
    body.push('---', `aliases: [${aliases.map((a) => JSON.stringify(a)).join(', ')}]`, `tags: [${tags.join(', ')}]`, '---', '');
    body.push(`# ${title}`, '', paragraphs[0] ?? '', '', `## ${h1}`, '');
    const third = Math.max(1, Math.floor(paragraphs.length / 3));
    body.push(...paragraphs.slice(1, third).flatMap((p) => [p, '']));
    body.push(`A rule statement of note ${i + 1}. ^rule-${i + 1}`, '');
    body.push(`## ${h2}`, '');
    body.push(...paragraphs.slice(third, 2 * third).flatMap((p) => [p, '']));
    if (chance(0.3)) body.push(`> [!note] ${pick(TOPICS)}`, `> ${sentence(8, 16)}`, '');
    if (chance(0.25))
      body.push(
        '| term | meaning |',
        '| --- | --- |',
        `| ${pick(WORDS)} | ${sentence(3, 6)} |`,
        `| [[${target()}\\|${pick(WORDS)}]] | ${sentence(3, 6)} |`,
        '',
      );
    if (chance(0.2)) {
      const k = int(0, images - 1);
      body.push(`![[diagram-${k + 1}.png|${int(40, 200)}]]`, '');
    }
    if (i > 0 && chance(0.1)) {
      const j = int(0, i - 1);
      body.push(chance(0.5) ? `![[${titles[j]}#^rule-${j + 1}]]` : `![[${titles[j]}#Details]]`, '');
    }
    body.push(`## ${h3}`, '');
    body.push(...paragraphs.slice(2 * third).flatMap((p) => [p, '']));
    files.push({ path: `${folderOf(i)}/${title}.md`, content: body.join('\n') });
  }
  return files;
}
