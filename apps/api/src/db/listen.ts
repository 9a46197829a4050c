/**
 * Hearing a channel's notifications (LISTEN/NOTIFY). A NOTIFY sent inside a transaction reaches
 * listeners only when it commits, so a process learns of another's change right after it is
 * visible. On PGlite the one instance is the one process; on PostgreSQL a dedicated connection
 * listens, and whoever relies on it is told the moment it may have missed something.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ChannelWatcher {
  /** One notification's payload. */
  message(payload: string): void;
  /**
   * False from the moment notifications may be missed (the connection failed or the listening
   * stopped), true once they are heard again. Nothing is heard before the first `true`.
   */
  live(isLive: boolean): void;
}

/** Starts hearing `channel`; answers how to stop (the watcher is then told it is not live). */
export type Listen = (channel: string, watcher: ChannelWatcher) => () => void;

export function pgliteListen(client: PGlite): Listen {
  return (channel, watcher) => {
    let stopped = false;
    let unlisten: (() => Promise<void>) | undefined;
    client
      .listen(channel, (payload) => watcher.message(payload))
      .then(
        (stop) => {
          if (stopped) void stop().catch(() => {});
          else {
            unlisten = stop;
            watcher.live(true);
          }
        },
        () => watcher.live(false),
      );
    return () => {
      stopped = true;
      watcher.live(false);
      void unlisten?.().catch(() => {});
    };
  };
}

export interface PgListenOptions {
  /** Told when the listening connection fails; it is then reopened. */
  onError?: ((error: Error) => void) | undefined;
  /** How often the connection proves it still answers (a dead peer sends no error). */
  heartbeatMs?: number;
  /** The longest wait between two attempts to reconnect. */
  maxRetryMs?: number;
}

/**
 * Listens on a connection of its own (not the pool's: a pooled connection is lent to queries and
 * would stop hearing when returned). A lost connection, an error or an unanswered heartbeat ends
 * it, tells the watcher it is not live, and a new one is opened with a growing delay.
 */
export function pgListen(url: string, options: PgListenOptions = {}): Listen {
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  return (channel, watcher) => {
    let stopped = false;
    let current: pg.Client | undefined;
    let retryMs = 100;
    let retry: NodeJS.Timeout | undefined;

    const open = async () => {
      const client = new pg.Client({
        connectionString: url,
        keepAlive: true,
        // Names the connection in pg_stat_activity for whoever looks (or a test that cuts it).
        application_name: `nervus listen ${channel}`,
      });
      current = client;
      let lost = false;
      let heartbeat: NodeJS.Timeout | undefined;
      const lose = (error?: Error) => {
        if (lost) return;
        lost = true;
        clearInterval(heartbeat);
        if (error && !stopped) options.onError?.(error);
        watcher.live(false);
        client.removeAllListeners('notification');
        void client.end().catch(() => {});
        if (!stopped) {
          retry = setTimeout(open, retryMs);
          retry.unref();
          retryMs = Math.min(retryMs * 2, maxRetryMs);
        }
      };
      client.on('error', lose);
      client.on('end', () => lose());
      client.on('notification', (note) => {
        if (note.channel === channel) watcher.message(note.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        lose(error as Error);
        return;
      }
      if (lost) return;
      if (stopped) {
        void client.end().catch(() => {});
        return;
      }
      retryMs = 100;
      heartbeat = setInterval(() => {
        const late = setTimeout(
          () => lose(new Error('listener heartbeat unanswered')),
          heartbeatMs,
        );
        late.unref();
        client.query('SELECT 1').then(
          () => clearTimeout(late),
          (error: Error) => {
            clearTimeout(late);
            lose(error);
          },
        );
      }, heartbeatMs);
      heartbeat.unref();
      watcher.live(true);
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      watcher.live(false);
      void current?.end().catch(() => {});
    };
  };
}
