/**
 * Report formatting: readable text grouped by file (colour only when asked, i.e. on a terminal;
 * control characters from the vault's text removed, `terminal-text.ts`), or JSON (which escapes
 * them as JSON does).
 */
import { createColors } from 'picocolors';
import type { Diagnostic } from '../vault/index.ts';
import { terminalLine } from '../vault/index.ts';
import type { Report } from './report.ts';

export interface TextOptions {
  /** ANSI colours; the CLI turns them on only when stdout is a TTY (and NO_COLOR is unset). */
  color?: boolean;
  /** Leave out `info` diagnostics. */
  quiet?: boolean;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One diagnostic as two lines: position, severity, message, code; then the hint. */
export function formatDiagnostic(d: Diagnostic, color = false): string {
  const c = createColors(color);
  const severity = d.severity === 'error' ? c.red('error  ') : d.severity === 'warning' ? c.yellow('warning') : c.blue('info   ');
  const where = c.dim(`${d.line}:${d.column}`.padEnd(7));
  return `  ${where} ${severity} ${terminalLine(d.message)} ${c.dim(d.code)}\n          ${c.dim('hint:')} ${terminalLine(d.hint)}`;
}

/** The whole report as text, grouped by file, with a summary line. */
export function formatText(report: Report, options: TextOptions = {}): string {
  const c = createColors(options.color ?? false);
  const shown = options.quiet ? report.diagnostics.filter((d) => d.severity !== 'info') : report.diagnostics;
  const lines: string[] = [];
  let file: string | null = null;
  for (const d of shown) {
    if (d.file !== file) {
      if (file !== null) lines.push('');
      file = d.file;
      lines.push(c.underline(c.bold(terminalLine(file))));
    }
    lines.push(formatDiagnostic(d, options.color));
  }
  if (shown.length) lines.push('');
  for (const s of report.skipped) lines.push(c.dim(`not checked: ${s}`));
  lines.push(summaryLine(report, options));
  return `${lines.join('\n')}\n`;
}

/** `✖ 2 errors, 5 warnings, 3 infos in 12 notes (15 files) of content`. */
export function summaryLine(report: Report, options: TextOptions = {}): string {
  const c = createColors(options.color ?? false);
  const { error, warning, info } = report.counts;
  const where = `in ${plural(report.notes, 'note')} (${plural(report.files, 'file')}) of ${terminalLine(report.vault)}`;
  const hidden = options.quiet && info ? ` (${info} info hidden)` : '';
  if (!error && !warning && !info) return c.green(`✔ no problems ${where}`);
  const text = `${plural(error, 'error')}, ${plural(warning, 'warning')}, ${info} info ${where}${hidden}`;
  return error ? c.red(`✖ ${text}`) : warning ? c.yellow(`! ${text}`) : c.green(`✔ ${text}`);
}

/** The report as pretty JSON (the {@link Report} shape). */
export function formatJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
