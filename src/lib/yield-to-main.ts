/**
 * Lets the browser answer taps and paint before the caller goes on, so work
 * split at these points runs as several short tasks instead of one long one.
 * `scheduler.yield` resumes ahead of other queued work; where a browser lacks
 * it, a message to ourselves starts a new task (a timer would wait a second
 * in a background tab).
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && 'yield' in scheduler) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
