// Waiting for the thread's next task, not for a timer.

/**
 * Lets the thread's waiting tasks (a search's message, a page's answer) run first: a message to itself,
 * as setTimeout is clamped to 4 ms once nested.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
