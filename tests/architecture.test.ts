/**
 * The shape of the code, as the design gives it: vault → graph → site in one direction, the rules
 * engines depending on nothing, the checker reaching the vault only through its public index, and
 * no module importing itself through others. Read from the TypeScript modules under `src/` with
 * TypeScript's own parser (`.astro` pages are the site's top and import only downwards).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SRC = path.join(ROOT, 'src');

interface Import {
  /** What is imported: a project path (`src/vault/index.ts`) or a package name (`node:fs`, `unified`). */
  target: string;
  /** Only types (`import type`, or every name marked `type`): erased, so it loads nothing. */
  typeOnly: boolean;
  /** `import('…')`: loaded when the code runs it. */
  dynamic: boolean;
}

/** The imports of one module, each resolved to a project path when relative. */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Import[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic: boolean) => {
    const target = specifier.startsWith('.')
      ? path
          .relative(ROOT, path.resolve(path.dirname(file), specifier))
          .split(path.sep)
          .join('/')
      : specifier;
    out.push({ target, typeOnly, dynamic });
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      let typeOnly = false;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const named = clause?.namedBindings;
        typeOnly =
          clause !== undefined &&
          (clause.isTypeOnly ||
            (clause.name === undefined &&
              named !== undefined &&
              ts.isNamedImports(named) &&
              named.elements.length > 0 &&
              named.elements.every((e) => e.isTypeOnly)));
      } else typeOnly = node.isTypeOnly;
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const modules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .map((f) => `src/${f.split(path.sep).join('/')}`)
  .sort();
const imports = new Map(modules.map((m) => [m, importsOf(path.join(ROOT, m))]));

/** Imports of modules under `folder` that break `allowed`, as `module → target` lines. */
function breaking(folder: string, allowed: (i: Import) => boolean): string[] {
  return [...imports]
    .filter(([m]) => m.startsWith(folder))
    .flatMap(([m, list]) => list.filter((i) => !allowed(i)).map((i) => `${m} → ${i.target}`));
}

describe('the code keeps its layers', () => {
  it('reads every module under src/ (the test sees the code it judges)', () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(imports.get('src/checker/check.ts')?.some((i) => i.target === 'src/vault/index.ts')).toBe(true);
  });

  it('the rules engines import nothing but each other (no package, no vault, no site)', () => {
    expect(breaking('src/engine/', (i) => i.target.startsWith('src/engine/'))).toEqual([]);
  });

  it('the vault imports nothing of the graph view, the site, the checker or the engines', () => {
    expect(breaking('src/vault/', (i) => !i.target.startsWith('src/') || i.target.startsWith('src/vault/'))).toEqual([]);
  });

  it('the checker reaches the vault only through its public index', () => {
    expect(breaking('src/checker/', (i) => !i.target.startsWith('src/vault/') || i.target === 'src/vault/index.ts')).toEqual([]);
  });

  it('no module imports itself through others (type-only imports, erased, left out)', () => {
    const edges = new Map(
      modules.map((m) => [
        m,
        imports
          .get(m)!
          .filter((i) => !i.typeOnly && !i.dynamic && imports.has(i.target))
          .map((i) => i.target),
      ]),
    );
    // Tarjan's strongly connected components: any with more than one module, or a module importing itself, is a cycle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    let next = 0;
    const connect = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of edges.get(v)!) {
        if (!index.has(w)) {
          connect(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || edges.get(v)!.includes(v)) cycles.push(component.sort());
      }
    };
    for (const m of modules) if (!index.has(m)) connect(m);
    expect(cycles).toEqual([]);
  });
});
