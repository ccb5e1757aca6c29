/**
 * Hostile and mistaken `check` blocks: YAML tricks (aliases, merge keys, tags, several documents,
 * deep nesting) and data the engines cannot read as plain data are refused with one sentence
 * saying what to fix, quickly, and never by an exception.
 */
import { describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine/registry.ts';
import { MAX_PROBLEMS, MAX_VALUES, plainDataProblem, runCheckBlock } from '../../src/check-blocks/run.ts';
import { digestNote } from '../../src/vault/note-digest.ts';
import type { NoteCheck } from '../../src/vault/types.ts';

const note = { path: 'legion/Example.md', game: 'legion' };

/** The block as the vault reads it from a note: the YAML parsed, or its error. */
function block(yaml: string): NoteCheck {
  const md = `Example\n\n\`\`\`check\n${yaml}\n\`\`\`\n`;
  const read = digestNote(new TextEncoder().encode(md), note.path).digest.facts.checks[0]!;
  return read.error
    ? { data: read.data, source: read.source, line: read.line, yamlError: read.error }
    : { data: read.data, source: read.source, line: read.line };
}

function problems(check: NoteCheck): string[] {
  const outcome = runCheckBlock(check, note, engineFor);
  expect(outcome.status).toBe('invalid');
  return outcome.status === 'invalid' ? outcome.problems : [];
}

const data = (d: Record<string, unknown>): NoteCheck => ({ data: { game: 'legion', expect: 'yes', ...d }, source: '', line: 1 });

describe('YAML tricks in a check block', () => {
  it('a merge key is named, with what to write instead', () => {
    expect(problems(block('base: &b { type: trooper }\nunit: { <<: *b, courage: 2 }\nask: move\nexpect: yes'))).toEqual([
      '`unit.<<`: YAML merge keys are not read; write the fields out in the mapping.',
    ]);
  });

  it('tagged values YAML turns into sets, binary data or dates are named, not read as empty mappings', () => {
    expect(problems(block('unit: !!set { a, b }\nask: move\nexpect: yes'))).toEqual([
      '`unit` is a set (`!!set`); write a plain list, mapping or quoted text instead (leave out the `!!` tag).',
    ]);
    expect(problems(block('unit: !!binary aGVsbG8=\nask: move\nexpect: yes'))[0]).toContain('`unit` is binary data (`!!binary`)');
    expect(problems(data({ ask: new Date(0) }))[0]).toContain('`ask` is a date');
    expect(problems(data({ unit: new Map([['type', 'trooper']]), ask: 'move' }))[0]).toContain('`unit` is an ordered map');
  });

  it('an alias inside its own anchor (a value that contains itself) is named', () => {
    expect(problems(block('unit: &u { type: trooper, again: *u }\nask: move\nexpect: yes'))).toEqual([
      '`unit.again` contains itself (a YAML alias inside its own anchor); write the value out instead.',
    ]);
  });

  it('several documents and a repeated key say what to fix, not which library call to use', () => {
    const [several] = problems(block('ask: move\nexpect: yes\n---\nask: attack'));
    expect(several).toContain('more than one YAML document');
    expect(several).not.toContain('parseAllDocuments');
    expect(problems(block('ask: move\nask: attack\nexpect: yes'))[0]).toContain('a mapping gives the same key twice; keep one of them.');
  });

  it('nesting 1,000 levels deep is refused in words, both as YAML and as data', () => {
    const deepYaml = `unit: ${'{a: '.repeat(1000)}1${'}'.repeat(1000)}\nask: move\nexpect: yes`;
    expect(problems(block(deepYaml))[0]).toMatch(/nests too deeply|nests more than 64 levels/);
    let deep: unknown = 1;
    for (let i = 0; i < 1000; i++) deep = [deep];
    expect(problems(data({ ask: deep }))).toEqual([
      '`ask[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]` nests more than 64 levels deep; a situation needs only a few levels.',
    ]);
  });

  it('aliases used many times are counted each time: a block past the limit is refused at once', () => {
    const shared = Array.from({ length: 1000 }, () => 'move');
    const many = Array.from({ length: 200 }, () => shared);
    expect(plainDataProblem({ did: many })).toContain(`more than ${MAX_VALUES.toLocaleString('en')} values`);
    expect(problems(data({ did: many, ask: 'move' }))[0]).toContain('values (YAML aliases counted each time they are used)');
  });
});

describe('long and strange data in a check block', () => {
  it('many problems are listed up to a limit, with how many more there are', () => {
    const unit = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${i}`, 1]));
    const listed = problems(data({ unit, ask: 'move' }));
    expect(listed).toHaveLength(MAX_PROBLEMS + 1);
    expect(listed.at(-1)).toBe('… and 40 more problems; fix the ones above first.');
  });

  it('a 50,000-entry list is one short problem, whatever the game', () => {
    const long = Array.from({ length: 50_000 }, () => 'move');
    const legion = problems(data({ did: long, ask: 'move' }));
    expect(legion).toEqual(['`did` lists 50000 entries; at most 100 are read: shorten the list to what the situation needs.']);
    const swu = runCheckBlock(
      { data: { game: 'swu', expect: 'yes', happens: long, ask: { order: [] } }, source: '', line: 1 },
      note,
      engineFor,
    );
    expect(swu.status === 'invalid' && swu.problems).toEqual([
      '`happens` lists 50000 entries; at most 200 are read: shorten the list to what the situation needs.',
    ]);
  });

  it('ids like __proto__, constructor and toString are fields it does not know, said as such', () => {
    const listed = problems(data(JSON.parse('{"__proto__": { "ask": "attack" }, "constructor": 1, "toString": 2, "ask": "move"}')));
    expect(listed).toEqual([
      expect.stringContaining('`__proto__` is not a field'),
      expect.stringContaining('`constructor` is not a field'),
      expect.stringContaining('`toString` is not a field'),
    ]);
  });
});

describe('a check block whose aliases expand without end (a billion laughs)', () => {
  const laughs = [
    'a: &a [x, x, x, x, x, x, x, x, x]',
    ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
  ];
  it('leaves the note published and parsed, and says what to fix in the build and in check alike', () => {
    const md = `Example\n\n\`\`\`check\n${laughs.join('\n')}\nask: move\nexpect: yes\n\`\`\`\n`;
    const { digest } = digestNote(new TextEncoder().encode(md), note.path);
    expect(digest.diagnostics.map((d) => d.code)).not.toContain('NoteNotParsed');
    expect(digest.diagnostics.find((d) => d.code === 'InvalidCheckBlock')?.message).toContain('would expand to too much data');
    expect(problems(block(`${laughs.join('\n')}\nask: move\nexpect: yes`))[0]).toContain('would expand to too much data');
  });
});
