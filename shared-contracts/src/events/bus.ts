/**
 * Typed, versioned events carried on `window`, so remotes built at different times still meet.
 *
 * - State events keep their last value on window and replay it to late subscribers.
 * - Signals are fire-and-forget (analytics, notifications, toggles).
 * - Commands are request/answer: exactly one owner answers; a caller whose command nobody
 *   answers in time gets a rejected promise with a clear message.
 *
 * The wire name carries the owner and the contract version: `checkout:cart-state@1`.
 *
 * On a server (a page rendered in Node, where there is no `window`) the bus is silent: nothing was
 * published, a subscription hears nothing, an emit goes nowhere. A value kept in the server's
 * module would be shared by every request, so nothing is kept.
 */

type Listener<T> = (value: T) => void;

interface BusWindow {
  __shopEventState?: Map<string, unknown>;
  __shopCommandHandlers?: Map<string, (payload: unknown) => Promise<unknown>>;
}

const onServer = typeof window === 'undefined';

function busWindow(): Window & BusWindow {
  return window as Window & BusWindow;
}

function lastValues(): Map<string, unknown> {
  if (onServer) return new Map();
  const w = busWindow();
  w.__shopEventState ??= new Map();
  return w.__shopEventState;
}

function commandHandlers(): Map<string, (payload: unknown) => Promise<unknown>> {
  if (onServer) return new Map();
  const w = busWindow();
  w.__shopCommandHandlers ??= new Map();
  return w.__shopCommandHandlers;
}

function wireName(owner: string, name: string, version: number): string {
  return `${owner}:${name}@${version}`;
}

function listen<T>(type: string, listener: Listener<T>): () => void {
  if (onServer) return () => {};
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  window.addEventListener(type, handler);
  return () => window.removeEventListener(type, handler);
}

export interface Signal<T> {
  readonly type: string;
  emit(value: T): void;
  subscribe(listener: Listener<T>): () => void;
}

export interface StateEvent<T> extends Signal<T> {
  /** The last published value, or undefined when nothing was published yet. */
  current(): T | undefined;
}

export interface Command<Payload, Answer> {
  readonly type: string;
  /** Sends the command; rejects when nobody answers within `timeoutMs`. */
  send(payload: Payload, timeoutMs?: number): Promise<Answer>;
  /** Registers the single owner that answers this command. Returns an unregister function. */
  handle(handler: (payload: Payload) => Promise<Answer> | Answer): () => void;
}

export function defineSignal<T>(owner: string, name: string, version = 1): Signal<T> {
  const type = wireName(owner, name, version);
  return {
    type,
    emit: (value) => {
      if (!onServer) window.dispatchEvent(new CustomEvent(type, { detail: value }));
    },
    subscribe: (listener) => listen(type, listener),
  };
}

export function defineStateEvent<T>(owner: string, name: string, version = 1): StateEvent<T> {
  const type = wireName(owner, name, version);
  return {
    type,
    current: () => lastValues().get(type) as T | undefined,
    emit(value) {
      if (onServer) return;
      lastValues().set(type, value);
      window.dispatchEvent(new CustomEvent(type, { detail: value }));
    },
    subscribe(listener) {
      const unsubscribe = listen(type, listener);
      if (lastValues().has(type)) listener(lastValues().get(type) as T);
      return unsubscribe;
    },
  };
}

export const DEFAULT_COMMAND_TIMEOUT_MS = 5000;

/** How long a command waits for its owner to appear (a remote may still be loading). */
const HANDLER_POLL_MS = 50;

export class CommandTimeoutError extends Error {
  constructor(
    readonly commandType: string,
    timeoutMs: number,
  ) {
    super(`Nobody answered "${commandType}" within ${timeoutMs} ms. Please try again.`);
    this.name = 'CommandTimeoutError';
  }
}

export function defineCommand<Payload, Answer>(owner: string, name: string, version = 1): Command<Payload, Answer> {
  const type = wireName(owner, name, version);
  return {
    type,
    handle(handler) {
      const wrapped = async (payload: unknown) => handler(payload as Payload);
      commandHandlers().set(type, wrapped);
      return () => {
        if (commandHandlers().get(type) === wrapped) commandHandlers().delete(type);
      };
    },
    send(payload, timeoutMs = DEFAULT_COMMAND_TIMEOUT_MS) {
      return new Promise<Answer>((resolve, reject) => {
        const started = Date.now();
        const attempt = () => {
          const handler = commandHandlers().get(type);
          if (handler) {
            handler(payload).then((answer) => resolve(answer as Answer), reject);
          } else if (Date.now() - started >= timeoutMs) {
            reject(new CommandTimeoutError(type, timeoutMs));
          } else {
            setTimeout(attempt, HANDLER_POLL_MS);
          }
        };
        attempt();
      });
    },
  };
}
