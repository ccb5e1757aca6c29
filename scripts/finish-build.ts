/**
 * `node scripts/finish-build.ts <record>`: the last step of `npm run build` (`scripts/build.sh`),
 * run once the Astro process has exited: Pagefind's search index and the service worker
 * (`src/integrations/finish-site.ts`), from the record the `searchAndOffline()` integration wrote
 * to `<record>`. Logs as Astro does (`HH:MM:SS [rulegraph:search-and-offline] …`). Exit code 0, or
 * 1 when the record is missing or wrong, or the search index or the service worker fails.
 */
import { type FinishLogger, finishSite, readSiteFinish } from '../src/integrations/finish-site.ts';

const LABEL = '[rulegraph:search-and-offline]';
/** Astro's log line stamp: the local time, `HH:MM:SS`. */
const stamp = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const logger: FinishLogger = {
  info: (message) => process.stdout.write(`${stamp.format(new Date())} ${LABEL} ${message}\n`),
  warn: (message) => process.stderr.write(`${stamp.format(new Date())} [WARN] ${LABEL} ${message}\n`),
};
const fail = (message: string) => {
  process.stderr.write(`${stamp.format(new Date())} [ERROR] ${LABEL} ${message}\n`);
  process.exitCode = 1;
};

const file = process.argv[2];
try {
  const finish = file === undefined ? null : readSiteFinish(file);
  if (finish === null) {
    fail(
      `No record of the pages Astro wrote${file === undefined ? '' : ` at ${file}`}: run this after ` +
        '`astro build` with env RULEGRAPH_FINISH_AFTER_EXIT set to that file (`npm run build` does both).',
    );
  } else {
    await finishSite(finish, logger);
  }
} catch (error) {
  fail(String((error as Error)?.stack ?? error));
}
