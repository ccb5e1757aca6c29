// @ts-check
import { defineConfig } from 'astro/config';

// Telemetry is turned off by ASTRO_TELEMETRY_DISABLED=1 in every npm script and in .ci/run.
export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
});
