/**
 * Where the site publishes mermaid's own prebuilt ES module distribution: its entry
 * (`mermaid.esm.min.mjs`) and the chunks it imports (`chunks/mermaid.esm.min/*.mjs`), laid out
 * as the package ships them, under `{base}vendor/mermaid/`. `integrations/mermaid-vendor.ts` copies
 * them into the built site and serves them in `astro dev`; the diagram island imports the entry
 * from there at run time, so the site's bundler never reads mermaid.
 */

/** The folder of mermaid's files, relative to the site's base (ends with `/`). */
export const MERMAID_DIR = 'vendor/mermaid/';

/** mermaid's entry module, relative to {@link MERMAID_DIR}. */
export const MERMAID_ENTRY = 'mermaid.esm.min.mjs';
