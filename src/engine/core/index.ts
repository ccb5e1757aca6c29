/** The engine core: verdicts, reasons, message templates, problems as data and the scenario contract. Imports nothing outside itself. */
export * from './message.ts';
export * from './problem.ts';
export * from './reason.ts';
export * from './verdict.ts';
export * from './scenario.ts';
export * from './records.ts';
