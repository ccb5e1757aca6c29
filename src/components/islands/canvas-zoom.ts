/**
 * The "Fit the board" button of a canvas page (`CanvasBoard.astro`): shown where the board is
 * drawn (a wide screen) and larger than its window; pressed, the board is scaled down to fit the
 * window (CSS `zoom`, so its scroll area shrinks too), pressed again, back to full size. Without
 * script the board scrolls at full size.
 */

/** Wide enough to draw the board (the breakpoint of the canvas CSS in obsidian.css). */
const DRAWN = '(min-width: 48rem)';

for (const board of document.querySelectorAll<HTMLElement>('.canvas-board')) {
  const button = board.previousElementSibling?.querySelector<HTMLButtonElement>('[data-canvas-fit]');
  const plane = board.querySelector<HTMLElement>('.canvas-plane');
  if (!button || !plane) continue;
  const width = Number.parseFloat(board.style.getPropertyValue('--board-w'));
  const height = Number.parseFloat(board.style.getPropertyValue('--board-h'));
  const fitScale = (): number => Math.min(1, board.clientWidth / width, (window.innerHeight * 0.8) / height);
  const update = (): void => {
    const drawn = window.matchMedia(DRAWN).matches;
    const zoomed = button.getAttribute('aria-pressed') === 'true';
    plane.style.zoom = drawn && zoomed ? String(fitScale()) : '';
    button.hidden = !drawn || (!zoomed && fitScale() >= 1);
  };
  button.addEventListener('click', () => {
    button.setAttribute('aria-pressed', String(button.getAttribute('aria-pressed') !== 'true'));
    update();
  });
  new ResizeObserver(update).observe(board);
  update();
}

export {};
