import { z } from 'zod';

/** What tools/start.mjs sends once the apps it builds beside the server's start are done. */
const buildsMessage = z.discriminatedUnion('builds', [
  z.object({ builds: z.literal('done'), at: z.number() }),
  z.object({ builds: z.literal('failed') }),
]);

/**
 * Waits for the builds `npm start` runs while this process opens the database and seeds it (tools/start.mjs), and
 * answers when they finished: null when they failed or `npm start` went away, and the server stops before serving.
 */
export function appBuildsDone(): Promise<number | null> {
  // Gone before this process got this far: no word will come.
  if (!process.connected) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (at: number | null) => {
      process.off('message', onMessage);
      process.off('disconnect', onGone);
      // The channel is only for this message: it must not keep the process alive when the server closes.
      process.channel?.unref();
      resolve(at);
    };
    const onMessage = (message: unknown) => {
      const parsed = buildsMessage.safeParse(message);
      if (parsed.success) finish(parsed.data.builds === 'done' ? parsed.data.at : null);
    };
    const onGone = () => finish(null);
    process.on('message', onMessage);
    process.on('disconnect', onGone);
    // A message that came before a listener would be lost: npm start answers this ask, at once if the builds are done.
    process.send?.({ builds: 'waiting' });
  });
}
