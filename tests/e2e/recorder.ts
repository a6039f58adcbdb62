// Records what a visitor would see on the dashboard each time the DOM changes: the status line, how many
// agent rows the table shows and the map's layer attributes. Polling from the test can miss a message that
// is on screen for a few milliseconds; this log cannot, so tests can check the order of messages, that rows
// arrive one at a time, and that lines appear only at the end.

export interface Snapshot {
  /** performance.now() of the change, in ms. */
  t: number;
  path: string;
  status: string | null;
  /**
   * The status as sighted visitors see it being typed: the aria-hidden copy beside the live region,
   * without its ">" prompt. Null when there is no separate typed copy.
   */
  typed: string | null;
  /** Agent rows in the table (rows with a codename link). */
  rows: number;
  /** City cells, in row order. */
  cities: string[];
  markers: string | null;
  lines: string | null;
  heat: string | null;
  mapReady: string | null;
}

export interface RecorderWindow {
  __tsdLog?: Snapshot[];
}

/**
 * Runs in the page before any app script (context.addInitScript), so it must not reference anything
 * outside its own body.
 */
export function installRecorder(): void {
  const log: Snapshot[] = [];
  (window as unknown as RecorderWindow).__tsdLog = log;
  let previous = '';

  const agentsTable = (): HTMLTableElement | undefined =>
    Array.from(document.querySelectorAll('table')).find((table) =>
      Array.from(table.querySelectorAll('th')).some((th) => th.textContent?.trim() === 'Codename'),
    );

  const record = (): void => {
    const table = agentsTable();
    const headers = table ? Array.from(table.querySelectorAll('th')).map((th) => th.textContent?.trim()) : [];
    const cityColumn = headers.indexOf('City');
    const rows = table
      ? Array.from(table.querySelectorAll('tr')).filter((tr) => tr.querySelector('td a'))
      : [];
    const map = document.querySelector('[aria-label="Map"]');
    const status = document.querySelector('[role="status"]');
    const typed = status?.parentElement?.querySelector('[aria-hidden="true"]');
    const state = {
      path: location.pathname,
      status: status?.textContent ?? null,
      typed: typed ? (typed.textContent ?? '').replace(/^\s*>\s*/, '').trimEnd() : null,
      rows: rows.length,
      cities: rows.map((tr) => tr.querySelectorAll('td')[cityColumn]?.textContent?.trim() ?? ''),
      markers: map?.getAttribute('data-markers') ?? null,
      lines: map?.getAttribute('data-lines') ?? null,
      heat: map?.getAttribute('data-heat') ?? null,
      mapReady: map?.getAttribute('data-map-ready') ?? null,
    };
    const key = JSON.stringify(state);
    if (key === previous) return;
    previous = key;
    log.push({ t: performance.now(), ...state });
  };

  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-markers', 'data-lines', 'data-heat', 'data-map-ready'],
  });
}
