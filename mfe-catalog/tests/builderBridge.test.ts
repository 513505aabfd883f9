/** The 3D bridge's rules, in the words of spec 001 §4, §5, §8 and §9. */
import { type HostMessage, parseCanvasMessage, parseHostMessage } from 'shared-contracts/bridge/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostBridge, type HostBridgeOptions } from '../src/features/builder/host-bridge';

const FRAME_ORIGIN = 'http://localhost:3001';

function setup(overrides: Partial<HostBridgeOptions> = {}) {
  const postMessage = vi.fn();
  const frame = { postMessage } as unknown as Window;
  const log = vi.fn();
  const onMessage = vi.fn();
  const onReady = vi.fn();
  const bridge = createHostBridge({
    frameOrigin: FRAME_ORIGIN,
    frameWindow: () => frame,
    log,
    onMessage,
    onReady,
    ...overrides,
  });
  const fromFrame = (data: unknown, origin = FRAME_ORIGIN) => bridge.receive({ data, origin, source: frame });
  const sentTypes = () => postMessage.mock.calls.map(([message]) => (message as { type: string }).type);
  const makeReady = () => {
    fromFrame({ type: 'registerBridge' });
    fromFrame({ type: 'progress', progress: 1 });
  };
  return { bridge, frame, postMessage, log, onMessage, onReady, fromFrame, sentTypes, makeReady };
}

const configure = (slug: string): HostMessage => ({
  type: 'configure',
  product: { slug, title: 'T', subtitle: '', variantTypes: [], skus: [], addOns: [] },
});

const build = {
  buildId: 'bld_abc',
  sku: 'HA-BR1-308WIN-20-BLK',
  addOnIds: [101501],
};

describe('3D bridge: ready only when the canvas is fully loaded (progress 1) and the bridge has registered', () => {
  it('is not ready with progress 1 alone, nor with registration alone', () => {
    const a = setup();
    a.fromFrame({ type: 'progress', progress: 1 });
    expect(a.bridge.isReady()).toBe(false);
    const b = setup();
    b.fromFrame({ type: 'registerBridge' });
    b.fromFrame({ type: 'progress', progress: 0.6 });
    expect(b.bridge.isReady()).toBe(false);
  });

  it('is ready after both, in either order', () => {
    const a = setup();
    a.fromFrame({ type: 'progress', progress: 1 });
    a.fromFrame({ type: 'registerBridge' });
    expect(a.bridge.isReady()).toBe(true);
    const b = setup();
    b.makeReady();
    expect(b.bridge.isReady()).toBe(true);
    expect(b.onReady).toHaveBeenCalledTimes(1);
  });
});

describe('3D bridge: messages sent earlier are queued (deduplicated) and flushed on ready', () => {
  it('queues what is sent before ready: nothing reaches the frame', () => {
    const s = setup();
    s.bridge.send(configure('bridger-hr1'));
    s.fromFrame({ type: 'progress', progress: 1 });
    expect(s.postMessage).not.toHaveBeenCalled();
  });

  it('does not queue an identical message twice', () => {
    const s = setup();
    s.bridge.send(configure('bridger-hr1'));
    s.bridge.send(configure('bridger-hr1'));
    s.bridge.send(configure('other'));
    s.makeReady();
    expect(s.sentTypes().filter((t) => t === 'configure')).toHaveLength(2);
  });

  it('flushes the queue in order on ready, to the frame origin only', () => {
    const s = setup();
    s.bridge.send(configure('first'));
    s.bridge.send({ type: 'cartResult', buildId: 'bld_1', ok: true });
    s.makeReady();
    const [first, second] = s.postMessage.mock.calls;
    expect(first).toEqual([configure('first'), FRAME_ORIGIN]);
    expect(second).toEqual([{ type: 'cartResult', buildId: 'bld_1', ok: true }, FRAME_ORIGIN]);
  });

  it('sends at once after ready', () => {
    const s = setup();
    s.makeReady();
    s.postMessage.mockClear();
    s.bridge.send(configure('late'));
    expect(s.postMessage).toHaveBeenCalledWith(configure('late'), FRAME_ORIGIN);
  });
});

describe('3D bridge: after both are ready a registeredBridge message is sent', () => {
  it('sends registeredBridge once, after the flushed messages', () => {
    const s = setup();
    s.bridge.send(configure('x'));
    s.makeReady();
    s.fromFrame({ type: 'progress', progress: 1 });
    s.fromFrame({ type: 'registerBridge' });
    expect(s.sentTypes()).toEqual(['configure', 'registeredBridge']);
  });

  it('sends no registeredBridge before both are ready', () => {
    const s = setup();
    s.fromFrame({ type: 'registerBridge' });
    expect(s.sentTypes()).toEqual([]);
  });
});

describe('3D bridge: a failed send retries after 500 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a send that threw, 500 ms later and not before', () => {
    const s = setup();
    s.makeReady();
    s.postMessage.mockClear();
    s.postMessage.mockImplementationOnce(() => {
      throw new Error('busy');
    });
    s.bridge.send(configure('y'));
    expect(s.postMessage).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(s.postMessage).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(s.postMessage).toHaveBeenCalledTimes(2);
    expect(s.postMessage).toHaveBeenLastCalledWith(configure('y'), FRAME_ORIGIN);
    expect(s.log).toHaveBeenCalledWith(expect.stringContaining('retrying in 500 ms'), expect.any(Error));
    vi.advanceTimersByTime(5000);
    expect(s.postMessage).toHaveBeenCalledTimes(2);
  });

  it('retries while the frame has no window, and delivers once it has one', () => {
    let frame: Window | null = null;
    const postMessage = vi.fn();
    const s = setup({ frameWindow: () => frame });
    s.bridge.receive({ data: { type: 'registerBridge' }, origin: FRAME_ORIGIN, source: null });
    s.bridge.receive({ data: { type: 'progress', progress: 1 }, origin: FRAME_ORIGIN, source: null });
    expect(postMessage).not.toHaveBeenCalled();
    frame = { postMessage } as unknown as Window;
    vi.advanceTimersByTime(500);
    expect(postMessage).toHaveBeenCalledWith({ type: 'registeredBridge' }, FRAME_ORIGIN);
  });

  it('stops retrying once disposed', () => {
    const s = setup();
    s.postMessage.mockImplementation(() => {
      throw new Error('gone');
    });
    s.makeReady();
    const calls = s.postMessage.mock.calls.length;
    s.bridge.dispose();
    vi.advanceTimersByTime(5000);
    expect(s.postMessage).toHaveBeenCalledTimes(calls);
  });
});

describe('3D bridge: guest session id from the 3D experience must begin with gid_', () => {
  it('stores a gid_ id', () => {
    const s = setup();
    s.fromFrame({ type: 'guestSession', guestId: 'gid_7f3a' });
    expect(s.bridge.guestId()).toBe('gid_7f3a');
    expect(s.log).not.toHaveBeenCalled();
  });

  it('rejects any other id: not stored, and logged', () => {
    const s = setup();
    s.fromFrame({ type: 'guestSession', guestId: 'gid_ok' });
    s.fromFrame({ type: 'guestSession', guestId: 'usr_123' });
    expect(s.bridge.guestId()).toBe('gid_ok');
    expect(s.log).toHaveBeenCalledWith(expect.stringContaining('invalid guest id'));
    const t = setup();
    t.fromFrame({ type: 'guestSession', guestId: 'GID_123' });
    expect(t.bridge.guestId()).toBeNull();
    expect(t.log).toHaveBeenCalledTimes(1);
  });
});

describe('3D bridge: unknown or missing message type logged', () => {
  it('logs a message without a type and does nothing else', () => {
    const s = setup();
    s.fromFrame({ progress: 1 });
    s.fromFrame(null);
    expect(s.log).toHaveBeenCalledTimes(2);
    expect(s.log).toHaveBeenCalledWith('message has no type', { progress: 1 });
    expect(s.onMessage).not.toHaveBeenCalled();
  });

  it('logs an unknown type', () => {
    const s = setup();
    s.fromFrame({ type: 'launchMissiles' });
    expect(s.log).toHaveBeenCalledWith('unknown message type "launchMissiles"', { type: 'launchMissiles' });
    expect(s.onMessage).not.toHaveBeenCalled();
  });

  it('logs a known type with bad fields and ignores it', () => {
    const s = setup();
    s.fromFrame({ type: 'progress', progress: 7 });
    s.fromFrame({ type: 'registerBridge' });
    expect(s.bridge.isReady()).toBe(false);
    expect(s.log).toHaveBeenCalledWith('malformed "progress" message', { type: 'progress', progress: 7 });
  });

  it('hands a valid addBuildToCart to the page', () => {
    const s = setup();
    s.fromFrame({ type: 'addBuildToCart', build });
    expect(s.onMessage).toHaveBeenCalledWith({ type: 'addBuildToCart', build });
  });
});

describe("3D bridge: the frame's origin is checked on every message", () => {
  it('refuses and logs a message from another origin', () => {
    const s = setup();
    s.fromFrame({ type: 'registerBridge' }, 'https://evil.example');
    s.fromFrame({ type: 'progress', progress: 1 }, 'https://evil.example');
    s.fromFrame({ type: 'addBuildToCart', build }, 'https://evil.example');
    expect(s.bridge.isReady()).toBe(false);
    expect(s.onMessage).not.toHaveBeenCalled();
    expect(s.log).toHaveBeenCalledTimes(3);
    expect(s.log).toHaveBeenCalledWith(expect.stringContaining('refused a message from origin https://evil.example'));
  });

  it('refuses a message from the right origin but another window', () => {
    const s = setup();
    s.bridge.receive({ data: { type: 'registerBridge' }, origin: FRAME_ORIGIN, source: {} as Window });
    s.fromFrame({ type: 'progress', progress: 1 });
    expect(s.bridge.isReady()).toBe(false);
  });
});

describe('3D bridge messages are checked at run time on the canvas side too', () => {
  it('accepts the host messages and refuses malformed ones', () => {
    expect(parseHostMessage({ type: 'registeredBridge' }).ok).toBe(true);
    expect(parseHostMessage(configure('x')).ok).toBe(true);
    expect(parseHostMessage({ type: 'configure', product: { slug: 1 } })).toMatchObject({ reason: 'invalid' });
    expect(parseHostMessage({ type: 'progress', progress: 1 })).toMatchObject({ reason: 'unknown-type' });
    expect(parseHostMessage('hello')).toMatchObject({ reason: 'missing-type' });
  });

  it('refuses a build without a sku or with add-on ids that are not ids', () => {
    expect(parseCanvasMessage({ type: 'addBuildToCart', build: { ...build, sku: '' } }).ok).toBe(false);
    expect(parseCanvasMessage({ type: 'addBuildToCart', build: { ...build, addOnIds: ['x'] } }).ok).toBe(false);
  });
});
