/**
 * Dataview's `=this.key` queries: a card laid out from its own properties shows the values, as in
 * Obsidian with Dataview, and a note opening with `# `=this.name`` is titled by its name.
 */
import { describe, expect, it } from 'vitest';
import { withFileFields } from '../../src/vault/inline-queries.ts';
import { vault, note } from './helpers.ts';

const spell = [
  '---',
  'name: Bind Undead',
  'traditions: [arcane, divine, occult]',
  'source: "Core *Rulebook*"',
  'condition: "[[Controlled]]"',
  'cast: 2023-09-02',
  'range:',
  'description: >',
  '  You seize the target.',
  '  Hostile | actions end it.',
  '---',
  '# `=this.name`',
  '',
  '**Traditions** `=this.traditions`; *Source* `= this.source `',
  '',
  'Leaves it `=this.condition`. Cast `=this.cast`; range `=this.range`, area `=this.area`.',
  '',
  '| Effect | Saving throw |',
  '|---|---|',
  '| `=this.description` | none |',
  '',
  '`=this.file.name` is filled in, `=date(today)` stays code.',
  '',
  '```',
  '`=this.name`',
  '```',
].join('\n');

describe('Dataview inline queries', () => {
  it('shows the note’s own properties where the queries stand, and titles the note by its name', () => {
    const graph = vault({ 'Bind Undead.md': spell, 'Controlled.md': '# Controlled' });
    const bind = note(graph, 'Bind Undead');
    expect(bind.title).toBe('Bind Undead');
    expect(bind.html).toContain('<strong>Traditions</strong> arcane, divine, occult; <em>Source</em> Core <em>Rulebook</em>');
    expect(bind.html).toContain(
      'Leaves it <a class="wikilink" href="/controlled/" data-note="Controlled">Controlled</a>. Cast September 02, 2023; range -, area -.',
    );
    // A value in a table cell stays in its cell, `|` and all; its line ending is a space.
    expect(bind.html).toContain('<td>You seize the target. Hostile | actions end it.</td>');
    expect(bind.html).toContain('Bind Undead is filled in, <code>=date(today)</code> stays code.');
    expect(bind.html).toContain('<pre><code>`=this.name`\n</code></pre>');
    // The link a value shows is a link of the note, at the query's line (and at the property's).
    expect(graph.edges.map((e) => [e.target, e.position.line, e.property ?? null])).toEqual([
      ['Controlled', 16, null],
      ['Controlled', 5, 'condition'],
    ]);
    expect(graph.diagnostics).toEqual([]);
  });

  it('keeps every line in place, so a diagnostic after a query points at its line', () => {
    const graph = vault({
      'Card.md': '---\nname: Card\nnotes: |\n  one\n  two\n---\n`=this.notes` then [[Missing]]\n\nAnd [[Gone]] below.\n',
    });
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenLink').map((d) => d.line)).toEqual([7, 9]);
    expect(note(graph, 'Card').html).toContain('<p>one two then');
  });

  it('never lets a value start a block: a list, heading or quote stays text', () => {
    const graph = vault({
      'Card.md':
        '---\nitem: "- not a list"\nhead: "# not a heading"\nquote: "> not quoted"\nstep: "2. not ordered"\n---\n`=this.item`\n\n`=this.head`\n\n`=this.quote`\n\n`=this.step`\n',
    });
    const html = note(graph, 'Card').html;
    expect(html).toBe('<p>- not a list</p>\n<p># not a heading</p>\n<p>> not quoted</p>\n<p>2. not ordered</p>');
  });

  it('leaves a note without properties or queries as it was', () => {
    const graph = vault({ 'Plain.md': 'Write `=this.name` in a note to show its name.' });
    expect(note(graph, 'Plain').html).toBe('<p>Write - in a note to show its name.</p>');
    const untouched = vault({ 'Code.md': 'A code span `= 1 + 1` and `this.name`.' });
    expect(note(untouched, 'Code').html).toBe('<p>A code span <code>= 1 + 1</code> and <code>this.name</code>.</p>');
  });

  it('answers =… expressions over the note’s own fields with the same functions and arithmetic as Dataview blocks', () => {
    const strike = [
      '---',
      'title: Ember Strike',
      'Power: 3',
      'Cost: 7',
      'Die: d8',
      'Reach:',
      'keywords: [fire, melee]',
      'Ally: "[[Warden]]"',
      '---',
      '# `= "**" + this.title + "**"`',
      '',
      'Hit: `= choice(length(this.Die) = 0, "-", this.Die + " + " + this.Power)`; doubled `= this.Power * 2`.',
      '',
      'Reach `= default(this.Reach, "Adjacent")`, half cost `= round(this.Cost / 2)`, tags `=upper(this.keywords)`.',
      '',
      'Guard `=link(this.Ally)`.',
      '',
      'Long words `= join(filter(this.keywords, (k) => length(k) > 4), "/")`, none `= join(map(this.keywords, (k) => x), "/")`.',
      '',
      'Bonus:: 4',
      '',
      '| Move | Total |',
      '|---|---|',
      '| `=this.title` | `= this.Bonus + this.Power` |',
    ].join('\n');
    const graph = vault({ 'Moves/Ember Strike.md': strike, 'Warden.md': '# Warden' });
    const move = note(graph, 'Moves/Ember Strike');
    expect(move.html).toContain('<strong>Ember Strike</strong></h1>');
    expect(move.html).toContain('Hit: d8 + 3; doubled 6.');
    expect(move.html).toContain('Reach Adjacent, half cost 4, tags FIRE, MELEE.');
    expect(move.html).toContain('Guard <a class="wikilink" href="/warden/" data-note="Warden">Warden</a>.');
    // A lambda's name is its item; a bare field beside it is no field of the note's: that query stays code.
    expect(move.html).toContain('Long words melee, none <code>= join(map(this.keywords, (k) => x), "/")</code>.');
    expect(move.html).toContain('<td>Ember Strike</td>\n<td>7</td>');
    // The link the expression shows is a link of the note, at the expression's line.
    expect(graph.edges.filter((e) => e.property === undefined).map((e) => [e.target, e.position.line])).toEqual([['Warden', 16]]);
    expect(graph.diagnostics).toEqual([]);
  });

  it('keeps as code an expression it does not answer: other notes’ or file fields, unknown functions, errors, no field of the note', () => {
    const text = [
      '---',
      'Power: 3',
      '---',
      'a `= this.Power + level` b `= this.file.name + "!"` c `= date(today) + this.Power`',
      '',
      'd `= this.Missing * 2` e `= this.Power +` f `= 2 * 3` g `= this.Power * 2`',
    ].join('\n');
    const html = note(vault({ 'Card.md': text }), 'Card').html;
    for (const code of [
      '= this.Power + level',
      '= this.file.name + "!"',
      '= date(today) + this.Power',
      '= this.Missing * 2',
      '= this.Power +',
      '= 2 * 3',
    ])
      expect(html).toContain(`<code>${code}</code>`);
    expect(html).toContain('g 6</p>');
    // With a Markdown value in the note (re-parsed), the same expressions stay code all the same.
    const marked = note(
      vault({ 'Card.md': text.replace('---\nPower', '---\nname: "*Card*"\nPower') + '\n\nName: `=this.name`' }),
      'Card',
    ).html;
    expect(marked).toContain('<code>= this.Missing * 2</code>');
    expect(marked).toContain('g 6</p>');
    expect(marked).toContain('<em>Card</em>');
  });

  it('fills =this.file.name, .folder and .link with the note’s own, also where it is embedded, and titles the note by its file name', () => {
    const graph = vault({
      'NPCs/Old Marta.md': '# `=this.file.name`\n\nLives in `=this.file.folder`; see `=this.file.link`.\n',
      'Session.md': '# Session one\n\n![[Old Marta]]\n',
    });
    const marta = note(graph, 'NPCs/Old Marta');
    expect(marta.title).toBe('Old Marta');
    expect(marta.html).toContain('<h1 id="thisfilename">Old Marta</h1>');
    const line = '<p>Lives in NPCs; see <a class="wikilink" href="/npcs/old-marta/" data-note="NPCs/Old Marta">Old Marta</a>.</p>';
    expect(marta.html).toContain(line);
    // Embedded in another page, the queries still name the embedded note.
    expect(note(graph, 'Session').html).toContain(line);
    expect(note(graph, 'Session').html).not.toContain('Session one</a>');
  });

  it('gives the text a table of contents shows for a heading holding a =this.file query: the value, as on the page', () => {
    const graph = vault({ 'Towns/Stiera.md': '# Stiera\n\n## About `=this.file.name`\n\nText.\n\n## Where: `=this.file.folder`\n' });
    const town = note(graph, 'Towns/Stiera');
    expect(town.headings.map((h) => withFileFields(h.text, town.path))).toEqual(['Stiera', 'About Stiera', 'Where: Towns']);
    expect(town.html).toContain('About Stiera');
    expect(withFileFields('No query here', 'a.md')).toBe('No query here');
    // Only a query standing alone, as the page fills only a code span that is the query.
    expect(withFileFields('=this.file.name.length and a=this.file.name', 'a.md')).toBe('=this.file.name.length and a=this.file.name');
  });
});
