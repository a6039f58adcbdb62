// Long work on the page (building a 100,000-agent file) gives the browser a turn between slices,
// so clicks, typing and drawing go on meanwhile. A MessageChannel message is a new task, like
// setTimeout(0), but without the 4 ms minimum that browsers impose on nested timers: over the
// hundred-odd slices of a large export that minimum alone would add half a second.

/** Resolves in a later task, after the browser has had the chance to handle input and paint. */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
