import { LIVE_CLOSE_SESSION_ENDED, liveEventSchema, type LiveEvent } from 'shared-contracts/api/chat';

export interface LiveConnectionOptions {
  url: string;
  onEvent: (event: LiveEvent) => void;
  /** Connected, first or again: whatever happened before, or while the socket was down, must be fetched. */
  onOpen: () => void;
  /** The server closed the socket because the session ended: no reconnecting until someone logs in again. */
  onSessionEnded: () => void;
  /** Waits before the n-th reconnect attempt (1, 2, …); exponential with jitter unless a test says otherwise. */
  backoffMs?: (attempt: number) => number;
}

const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, each ±25 %, so a restarted server is not met by every client in the same instant. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The address of the live socket on the page's own host (ws: or wss: as the page). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>, path = '/api/live'): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

/**
 * The tab's one WebSocket to /api/live. It reconnects with backoff after any drop except the end of the session,
 * and passes on only events that match the contract. Typing is the one thing it sends.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close(1000, 'page closed');
    this.socket = null;
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Whether the signal went out (it does only while the socket is open). */
  sendTyping(conversation: number): boolean {
    if (!this.connected || !this.socket) return false;
    this.socket.send(JSON.stringify({ type: 'typing', conversation }));
    return true;
  }

  private connect(): void {
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempts = 0;
      this.options.onOpen();
    });
    socket.addEventListener('message', (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      let parsed;
      try {
        parsed = liveEventSchema.safeParse(JSON.parse(message.data));
      } catch {
        return;
      }
      if (parsed.success) this.options.onEvent(parsed.data);
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (event.code === LIVE_CLOSE_SESSION_ENDED) {
        this.stopped = true;
        this.options.onSessionEnded();
        return;
      }
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.attempts += 1;
    const delay = (this.options.backoffMs ?? reconnectDelayMs)(this.attempts);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }
}

let current: LiveConnection | null = null;

/** The chat watcher hands over the tab's connection; pages use it to say the member is typing. */
export function setActiveLiveConnection(connection: LiveConnection | null): void {
  current = connection;
}

/**
 * Tells the other side the member is typing, when the socket is up (the server passes on at most one per 2 s); false
 * when it could not, so the next keystroke tries again.
 */
export function sendTyping(conversation: number): boolean {
  return current?.sendTyping(conversation) ?? false;
}
