/**
 * Light/dark theme: the system preference unless the reader chose one with the toggle; the choice
 * is kept in localStorage (see `theme-boot.ts`) and applied as `<html data-theme="…">`.
 */
import { THEME_KEY } from './theme-boot.ts';

export type Theme = 'light' | 'dark';

/** The theme in effect: the stored choice, else the system preference. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies and remembers `theme`; a choice equal to the system preference is forgotten. */
function chooseTheme(theme: Theme): void {
  const system: Theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  try {
    if (theme === system) localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (theme === system) delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  document.dispatchEvent(new CustomEvent('rulegraph:theme', { detail: theme }));
}

class ThemeToggle extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector('button')!;
    const sync = () => {
      const dark = currentTheme() === 'dark';
      button.setAttribute('aria-pressed', String(dark));
    };
    button.addEventListener('click', () => {
      chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark');
      sync();
    });
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', sync);
    sync();
    button.hidden = false;
  }
}

if (!customElements.get('theme-toggle')) customElements.define('theme-toggle', ThemeToggle);
