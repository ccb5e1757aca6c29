/**
 * Dataview's inline fields (`Key:: Value`, `[key:: value]`, `(key:: value)`): bracketed ones shown
 * as the Dataview plugin shows them in reading view, whole-line ones shown as written, and all of
 * them the note's data for `=this.key` and for queries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/vault/parse.ts';
import { readInlineFields } from '../../src/vault/plugins/remark-inline-fields.ts';
import { noteData } from '../../src/vault/dataview-query.ts';
import { vault, note } from './helpers.ts';

const fields = (text: string) => readInlineFields(parseMarkdown(text).tree);
const field = (key: string, value: string, className = 'inline-field-value') =>
  `<span class="dataview inline-field"><span class="dataview inline-field-key">${key}</span><span class="dataview ${className}">${value}</span></span>`;

describe('Dataview inline fields', () => {
  it('shows [key:: value] as key and value, (key:: value) as its value only, with Markdown and links in the value', () => {
    const graph = vault({
      'Rally.md': 'The unit [speed:: 2] moves (cost:: **3** tokens) toward [target:: [[Cover]] or (open) ground].\n',
      'Cover.md': '# Cover\n',
    });
    const html = note(graph, 'Rally').html;
    expect(html).toContain(`The unit ${field('speed', '2')} moves`);
    expect(html).toContain(
      '<span class="dataview inline-field"><span class="dataview inline-field-standalone-value"><strong>3</strong> tokens</span></span>',
    );
    expect(html).toContain(field('target', '<a class="wikilink" href="/cover/" data-note="Cover">Cover</a> or (open) ground'));
    // A link in a value is a link of the note: a backlink of Cover.
    expect(graph.backlinks.Cover).toEqual(['Rally']);
  });

  it('shows a value that is one quoted text without its quotes, as Dataview shows a text; the data keeps them', () => {
    const graph = vault({
      'Scout.md': [
        'Range (reach:: "far and wide") and [mood:: "**calm** now"].',
        '',
        'Kept: [pair:: "a" and "b"], [path:: "c:\\d"], [to:: "[[Cover]]"], [half:: "open].',
      ].join('\n'),
      'Cover.md': '# Cover\n',
    });
    const html = note(graph, 'Scout').html;
    expect(html).toContain(
      'Range <span class="dataview inline-field"><span class="dataview inline-field-standalone-value">far and wide</span></span> and',
    );
    expect(html).toContain(field('mood', '<strong>calm</strong> now'));
    // Another quote, a backslash or a link inside: not one quoted text for Dataview, so shown as written.
    expect(html).toContain(field('pair', '"a" and "b"'));
    expect(html).toContain(field('path', '"c:\\d"'));
    expect(html).toContain(field('to', '"<a class="wikilink" href="/cover/" data-note="Cover">Cover</a>"'));
    expect(html).toContain(field('half', '"open'));
    expect(fields('Range (reach:: "far and wide").').map((f) => f.value)).toEqual(['"far and wide"']);
  });

  it('leaves what is no field as written: no key, brackets in the key, no closing bracket, code, whole lines', () => {
    const graph = vault({
      'Note.md': [
        'Empty [:: x], nested [a [b]:: c], open [d:: e and (f:: g',
        '',
        '`[code:: no]` and [escaped:: a \\] b]',
        '',
        'Status:: Alive',
        '**Requirements**:: Human',
      ].join('\n'),
    });
    const html = note(graph, 'Note').html;
    expect(html).toContain('Empty [:: x], nested [a [b]:: c], open [d:: e and (f:: g</p>');
    expect(html).toContain('<code>[code:: no]</code>');
    // The escape is Markdown's: `\]` is a `]` of the text by the time Dataview reads the page, and closes the field.
    expect(html).toContain(`${field('escaped', 'a')} b]`);
    // Dataview restyles only bracketed fields in reading view: whole lines stay as written.
    expect(html).toContain('<p>Status:: Alive<br>\n<strong>Requirements</strong>:: Human</p>');
  });

  it('reads whole-line and bracketed fields as the note’s data, as Dataview reads them', () => {
    expect(
      fields(
        [
          'Status:: Alive',
          '**Requirements**:: [[Human|a human]]',
          '- Faction:: Temple of the Elk',
          'Prose with a colon: not a field:: here',
          'In a [[Link::x]] first:: no',
          'Values [hp:: 5] and (ac:: 12)',
          '',
          '| [cell:: yes] |',
          '|---|',
          '',
          '## Heading:: not read',
        ].join('\n'),
      ),
    ).toEqual([
      { key: 'Status', value: 'Alive' },
      { key: 'Requirements', value: '[[Human|a human]]' },
      // The lines after the list item continue its paragraph.
      { key: 'Faction', value: 'Temple of the Elk' },
      { key: 'hp', value: '5' },
      { key: 'ac', value: '12' },
      { key: 'cell', value: 'yes' },
    ]);
  });

  it('ends a whole-line field at a hard break too, and finds bracketed fields inside emphasis, as Dataview does', () => {
    expect(fields('Foo:: 1  \nBar:: 2\\\nBaz:: 3\n\nSome **[k:: v]** and *(s:: t)*')).toEqual([
      { key: 'Foo', value: '1' },
      { key: 'Bar', value: '2' },
      { key: 'Baz', value: '3' },
      { key: 'k', value: 'v' },
      { key: 's', value: 't' },
    ]);
    const html = note(vault({ 'Note.md': 'Some **[k:: v]** here' }), 'Note').html;
    expect(html).toContain(`<strong>${field('k', 'v')}</strong>`);
  });

  it("keeps a value's Markdown as written, as Dataview reads the line: marks, escapes, links and quotes", () => {
    expect(
      fields(
        'Effect:: Deals *double* damage to **Grass**, \\*not* [[Water|water]]\n- **Range**:: `12` ==far==\n\nA [cost:: **2** gold] and (note:: "a b") and *[tag:: ~~x~~ y]*.\n\n> Mood:: _calm_',
      ),
    ).toEqual([
      { key: 'Effect', value: 'Deals *double* damage to **Grass**, \\*not* [[Water|water]]' },
      { key: 'Range', value: '`12` ==far==' },
      { key: 'cost', value: '**2** gold' },
      { key: 'note', value: '"a b"' },
      { key: 'tag', value: '~~x~~ y' },
      { key: 'Mood', value: '_calm_' },
    ]);
    // The page shows the value drawn, as before.
    expect(note(vault({ 'Note.md': 'A [cost:: **2** gold].' }), 'Note').html).toContain(field('cost', '<strong>2</strong> gold'));
  });

  it('merges fields into the note’s data: numbers and booleans read, a key given twice a list', () => {
    const data = noteData({ level: 3, tags: ['a'] }, [
      { key: 'Level', value: '4' },
      { key: 'level', value: '5' },
      { key: 'alive', value: 'true' },
      { key: 'note', value: '' },
      { key: 'home', value: '[[Temple]]' },
    ]);
    expect({ ...data }).toEqual({ level: [3, 4, 5], tags: ['a'], alive: true, note: null, home: '[[Temple]]' });
    expect(Object.getPrototypeOf(data)).toBeNull();
    // As Dataview, a key with spaces or marks is also offered by its canonical name.
    const named = noteData({ 'Attack Range': 3 }, [{ key: 'Bold Key', value: 'yes' }]);
    expect({ ...named }).toEqual({ 'Attack Range': 3, 'Bold Key': 'yes', 'attack-range': 3, 'bold-key': 'yes' });
  });

  it('gives =this.key and queries the fields, as Dataview does', () => {
    const graph = vault({
      'Jhod.md':
        '---\nrole: priest\n---\nStatus:: Alive\nLevel:: 3\nHome Temple:: Erastil\n\nHe is `=this.Status`, level `=this.level`, a `=this.role` of `=this.home-temple`.\n',
      'Staglord.md': 'Status:: Dead\nLevel:: 7\n',
      'Roster.md': '```dataview\ntable Status, Level where Level > 2 sort Level desc\n```\n',
    });
    expect(note(graph, 'Jhod').html).toContain('He is Alive, level 3, a priest of Erastil.');
    const roster = note(graph, 'Roster').html;
    expect(roster).toMatch(/Staglord<\/a><\/td><td>Dead<\/td><td>7<\/td>.*Jhod<\/a><\/td><td>Alive<\/td><td>3<\/td>/s);
  });

  it('never throws and finds no more fields than pairs of colons on any text of brackets, colons and links', () => {
    const piece = fc.constantFrom('[', ']', '(', ')', '::', ':', 'a', ' ', '\\', '[[B]]', '**', '\n', '`', 'k');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        const found = fields(text);
        expect(2 * found.length).toBeLessThanOrEqual(text.split(':').length - 1);
      }),
      { numRuns: 1000 },
    );
  });
});
