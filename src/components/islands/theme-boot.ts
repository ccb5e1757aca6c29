/**
 * The inline `<head>` script of the theme choice (no DOM classes here: imported at build time).
 * localStorage key {@link THEME_KEY} holds `light` or `dark`; absent means "follow the system".
 */
export const THEME_KEY = 'rulegraph-theme';

/** Inline `<head>` script: applies a stored choice before the first paint (no flash). */
export const THEME_BOOT = `try{var t=localStorage.getItem('${THEME_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
