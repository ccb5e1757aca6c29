/** The engine core: verdicts, reasons and the scenario contract. Imports nothing outside itself. */
export * from './reason.ts';
export * from './verdict.ts';
export * from './scenario.ts';
