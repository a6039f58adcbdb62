// A progress bar on stderr for runs that last: only on a terminal (a pipe or a log file gets nothing
// extra) and only after the first second (a quick run stays silent).
import type { WriteStream } from 'node:tty';

export interface Progress {
  update(made: number): void;
  done(): void;
}

const SHOW_AFTER_MS = 1000;
const REDRAW_EVERY_MS = 100;
const BAR_WIDTH = 24;

/**
 * A progress bar for `total` agents on `stream`, drawn only when wanted and `stream` is a terminal.
 *
 * @example const progress = createProgress(10_000_000, process.stderr); progress.update(n); progress.done()
 */
export function createProgress(
  total: number,
  stream: NodeJS.WriteStream | WriteStream,
  wanted = true,
  now: () => number = () => performance.now(),
): Progress {
  if (!wanted || !stream.isTTY || total <= 0) return { update: () => undefined, done: () => undefined };
  const start = now();
  let drawn = false;
  let lastDraw = 0;
  return {
    update(made) {
      const t = now();
      if (t - start < SHOW_AFTER_MS || t - lastDraw < REDRAW_EVERY_MS) return;
      lastDraw = t;
      drawn = true;
      stream.write(`\r${progressLine(made, total, (t - start) / 1000)}\u001b[K`);
    },
    done() {
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}

/**
 * One line: bar, share, count, rate and time left.
 *
 * @example progressLine(2_500_000, 10_000_000, 2) // "[######··················]  25% 2,500,000/10,000,000 · 1.25 M agents/s · 6 s left"
 */
export function progressLine(made: number, total: number, seconds: number): string {
  const share = Math.min(1, made / total);
  const filled = Math.round(share * BAR_WIDTH);
  const rate = seconds > 0 ? made / seconds : 0;
  const left = rate > 0 ? Math.ceil((total - made) / rate) : NaN;
  const rateText =
    rate >= 1e6 ? `${(rate / 1e6).toFixed(2)} M` : `${Math.round(rate / 1000).toLocaleString('en')} k`;
  return [
    `[${'#'.repeat(filled)}${'·'.repeat(BAR_WIDTH - filled)}]`,
    `${String(Math.floor(share * 100)).padStart(3)}%`,
    `${made.toLocaleString('en')}/${total.toLocaleString('en')}`,
    '·',
    `${rateText} agents/s`,
    '·',
    Number.isFinite(left) ? `${left} s left` : '…',
  ].join(' ');
}
