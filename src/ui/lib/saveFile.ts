// Saves a Blob the way a download link would: an object URL on an <a download> that is clicked
// and removed. The URL is revoked a little later rather than at once: the click only starts the
// download, and a browser that reads the Blob lazily must still find it.

const REVOKE_AFTER_MS = 10_000;

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
