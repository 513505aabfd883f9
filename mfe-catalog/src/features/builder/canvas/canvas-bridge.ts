/**
 * The canvas end of the 3D bridge (the part a game-engine export would carry): it posts to the
 * host page only, on the host's origin, and reads only messages from that window and origin,
 * checked at run time (shared-contracts/bridge/messages).
 */
import { type CanvasMessage, type HostMessage, parseHostMessage } from 'shared-contracts/bridge/messages';

export interface CanvasBridge {
  post(message: CanvasMessage): void;
  dispose(): void;
}

/** The host page's origin: given by the host in the frame's URL, and it must be the referrer's. */
export function hostOrigin(): string | null {
  const given = new URLSearchParams(window.location.search).get('host');
  if (!given) return null;
  try {
    const origin = new URL(given).origin;
    const referrer = document.referrer ? new URL(document.referrer).origin : origin;
    return origin === referrer ? origin : null;
  } catch {
    return null;
  }
}

export function connectCanvasBridge(origin: string, onMessage: (message: HostMessage) => void): CanvasBridge {
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== window.parent) {
      console.warn(`[3d canvas] refused a message from ${event.origin || '(none)'}`);
      return;
    }
    const parsed = parseHostMessage(event.data);
    if (!parsed.ok) {
      console.warn(`[3d canvas] ${parsed.detail}`, event.data);
      return;
    }
    onMessage(parsed.message);
  };
  window.addEventListener('message', listener);
  return {
    post(message) {
      window.parent.postMessage(message, origin);
    },
    dispose() {
      window.removeEventListener('message', listener);
    },
  };
}
