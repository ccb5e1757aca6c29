/**
 * Loads the game engines from the registry `src/engine/registry.ts`, which exports
 * `engines: readonly GameEngine[]` (also accepted: a default export of the same array).
 */
import type { AnyEngine } from './engines.ts';

const REGISTRY = new URL('../engine/registry.ts', import.meta.url);

function isEngine(value: unknown): value is AnyEngine {
  const e = value as AnyEngine | null;
  return (
    !!e &&
    typeof e.id === 'string' &&
    typeof e.parseScenario === 'function' &&
    typeof e.answer === 'function' &&
    !!e.reasons &&
    typeof e.reasons === 'object'
  );
}

/**
 * The registered engines, or `null` and why when there is no registry yet.
 * Throws when the registry exists but is malformed or fails to load (a broken engine must not be
 * skipped silently).
 */
export async function loadEngines(registry: URL = REGISTRY): Promise<{ engines: AnyEngine[] } | { engines: null; why: string }> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(registry.href)) as Record<string, unknown>;
  } catch (error) {
    const e = error as { code?: string; message: string; url?: string };
    if (e.code === 'ERR_MODULE_NOT_FOUND' && e.message.includes(registry.pathname)) {
      return { engines: null, why: `engine checks: ${registry.pathname} does not exist yet.` };
    }
    throw new Error(`The engine registry ${registry.pathname} failed to load: ${e.message}`);
  }
  const list = mod.engines ?? mod.default;
  if (!Array.isArray(list) || !list.every(isEngine)) {
    throw new Error(
      `${registry.pathname} must export \`engines\`: an array of GameEngine objects (id, name, reasons, parseScenario, answer).`,
    );
  }
  return { engines: list };
}
