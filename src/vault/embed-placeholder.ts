/** Tag of the placeholder `render.ts` puts where a note embed goes; `embed-expand.ts` replaces it. */
export const EMBED_PLACEHOLDER = 'rulegraph-embed';
