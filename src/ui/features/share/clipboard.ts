// Copying the mission link. The Clipboard API can be missing (an insecure origin, an old browser)
// or refuse (permissions, no user gesture); the caller then shows the link for the visitor to
// copy by hand, so this only reports whether the copy happened.

export type ClipboardWriter = Pick<Clipboard, 'writeText'>;

/** True once `text` is on the clipboard; false when there is no clipboard or it refused. */
export async function copyText(text: string, clipboard: ClipboardWriter | undefined): Promise<boolean> {
  if (clipboard === undefined) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
