// Every text the status line can show. All but STATUS_FAILED are spec §4 wording, verbatim;
// the spec has no words for a search that fails, so that one is ours.

export const STATUS_IDLE = 'Idle — ready.';
export const STATUS_OUTAGE_LOST = '⚠ Connection lost. Re-routing through safe node...';
export const STATUS_OUTAGE_RESTORED = 'Secure channel restored. Continuing search...';
export const STATUS_COMPLETE = 'Search complete.';
// Not in the spec (it shows no real error states), but a failed worker must not leave the
// status stuck on "Scanning..." forever.
export const STATUS_FAILED = 'Search failed — the directory did not answer. Try again.';

export function statusScanning(query: string): string {
  return `Scanning directory for "${query}"...`;
}

export function statusDecrypted(n: number, total: number): string {
  return `Decrypted profile ${n} / ${total}...`;
}
