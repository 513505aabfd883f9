/**
 * The host end of the 3D experience's bridge (spec 001 §4, §5, §8, §9):
 *
 * - ready only when the canvas has reported progress 1 AND its bridge has registered;
 * - messages sent before that are queued, without duplicates, and flushed on ready (in order);
 * - once both are ready, a `registeredBridge` message is sent;
 * - a send that fails (no frame window yet, postMessage throws) is retried after 500 ms;
 * - a guest session id from the canvas must begin with `gid_`: otherwise it is rejected, not
 *   stored, and logged;
 * - an unknown or missing message type is logged; so is a malformed message;
 * - every message's origin (and source window) is checked against the frame's.
 */
import {
  BRIDGE_RETRY_MS,
  type CanvasMessage,
  type HostMessage,
  isGuestSessionId,
  parseCanvasMessage,
} from 'shared-contracts/bridge/messages';

export type BridgeLogger = (text: string, detail?: unknown) => void;

export interface HostBridgeOptions {
  /** The canvas document's origin: every message from anywhere else is refused. */
  frameOrigin: string;
  /** The frame's window, or null while the iframe is not in the page. */
  frameWindow(): Window | null;
  /** Messages the page acts on (`addBuildToCart`); progress and registration stay in the bridge. */
  onMessage?(message: CanvasMessage): void;
  /** Called once when both sides are ready. */
  onReady?(): void;
  onProgress?(progress: number): void;
  log?: BridgeLogger;
  retryMs?: number;
}

export interface HostBridge {
  /** Sends now when ready; otherwise queues (an identical message already queued is not queued again). */
  send(message: HostMessage): void;
  /** The window's `message` listener. */
  receive(event: Pick<MessageEvent, 'data' | 'origin' | 'source'>): void;
  isReady(): boolean;
  /** The canvas's guest session id, when it sent a valid one. */
  guestId(): string | null;
  /** Stops pending retries (the page unmounts). */
  dispose(): void;
}

const defaultLog: BridgeLogger = (text, detail) => console.warn(`[3d bridge] ${text}`, detail ?? '');

export function createHostBridge(options: HostBridgeOptions): HostBridge {
  const log = options.log ?? defaultLog;
  const retryMs = options.retryMs ?? BRIDGE_RETRY_MS;
  let progress = 0;
  let registered = false;
  let ready = false;
  let disposed = false;
  let storedGuestId: string | null = null;
  const queue: HostMessage[] = [];
  const queuedKeys = new Set<string>();
  const retries = new Set<ReturnType<typeof setTimeout>>();

  function post(message: HostMessage): void {
    if (disposed) return;
    try {
      const target = options.frameWindow();
      if (!target) throw new Error('the frame has no window yet');
      target.postMessage(message, options.frameOrigin);
    } catch (error) {
      log(`sending "${message.type}" failed; retrying in ${retryMs} ms`, error);
      const timer = setTimeout(() => {
        retries.delete(timer);
        post(message);
      }, retryMs);
      retries.add(timer);
    }
  }

  function becomeReadyWhenBoth(): void {
    if (ready || progress < 1 || !registered) return;
    ready = true;
    const pending = queue.splice(0);
    queuedKeys.clear();
    for (const message of pending) post(message);
    post({ type: 'registeredBridge' });
    options.onReady?.();
  }

  return {
    send(message) {
      if (ready) {
        post(message);
        return;
      }
      const key = JSON.stringify(message);
      if (queuedKeys.has(key)) return;
      queuedKeys.add(key);
      queue.push(message);
    },

    receive(event) {
      if (event.origin !== options.frameOrigin) {
        log(`refused a message from origin ${event.origin || '(none)'}: expected ${options.frameOrigin}`);
        return;
      }
      const frame = options.frameWindow();
      if (event.source && frame && event.source !== frame) {
        log('refused a message from another window of the frame origin');
        return;
      }
      const parsed = parseCanvasMessage(event.data);
      if (!parsed.ok) {
        log(parsed.detail, event.data);
        return;
      }
      const message = parsed.message;
      switch (message.type) {
        case 'progress':
          progress = Math.max(progress, message.progress);
          options.onProgress?.(progress);
          becomeReadyWhenBoth();
          return;
        case 'registerBridge':
          registered = true;
          becomeReadyWhenBoth();
          return;
        case 'guestSession':
          if (!isGuestSessionId(message.guestId)) {
            log(`invalid guest id rejected (it must begin with gid_): "${message.guestId}"`);
            return;
          }
          storedGuestId = message.guestId;
          return;
        default:
          options.onMessage?.(message);
      }
    },

    isReady: () => ready,
    guestId: () => storedGuestId,

    dispose() {
      disposed = true;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
    },
  };
}
