/**
 * The route owner's HTML as the shell's server streams it (docs/decisions/0017). A remote's
 * `renderPage` answers its page's HTML as a stream (`stream`; a build published before streaming
 * answers `html`, a string, and is read the same way). Two things are done with it here:
 *
 *   - the resources React put first (`<link>` preloads, e.g. the page's largest image) are taken off
 *     its start, because they belong in the page's head, which is sent before the owner's HTML;
 *   - the rest is read once, as it comes, and kept: every request that shares the render (those
 *     arriving while it is read, and for the reuse time those after) gets its own reader that
 *     replays what was read so far and then follows the source to its end.
 */

/** The longest start of `text` made only of whole `<link ...>` tags. */
const LEADING_LINKS = /^(?:<link [^>]*>)*/;

/**
 * Whether the text after the leading links could still be the start of another link (or nothing
 * yet): then more of the stream is needed before the resources are known.
 */
function mayHoldMoreLinks(rest) {
  if (rest.length < '<link '.length) return '<link '.startsWith(rest);
  return rest.startsWith('<link ');
}

const asBuffer = (chunk) =>
  typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Reads the start of `source` (an async iterator of Buffers or strings) until its leading resource
 * links are known. Bytes are searched as latin1 (one character a byte, `<` and `>` never part of a
 * UTF-8 sequence), so the split falls between bytes of whole characters.
 * @returns {Promise<{ resources: string, first: Buffer }>} the links as text and the bytes after them read so far
 */
export async function leadingResources(source) {
  let bytes = Buffer.alloc(0);
  for (;;) {
    const { value, done } = await source.next();
    if (!done) bytes = Buffer.concat([bytes, asBuffer(value)]);
    const text = bytes.toString('latin1');
    const [links] = text.match(LEADING_LINKS);
    if (done || !mayHoldMoreLinks(text.slice(links.length))) {
      return { resources: bytes.subarray(0, links.length).toString('utf8'), first: bytes.subarray(links.length) };
    }
  }
}

/**
 * Reads the rest of `source` at once (the render is the same for all its readers, whoever reads
 * slowly) and keeps it for replay. The source must end within `timeoutMs`, else it is destroyed and
 * counted as failed.
 * @param {Buffer} first what was read before (see leadingResources)
 * @param {AsyncIterator<Buffer | string> & { return?: Function }} source
 * @param {{ timeoutMs: number, destroy?: (error: Error) => void }} options
 * @returns {{ read: () => AsyncGenerator<Buffer>, ended: Promise<void> }} `read` starts a reader
 *   that throws where the source failed; `ended` settles when the source is done (rejects if it failed)
 */
export function replayable(first, source, { timeoutMs, destroy = () => source.return?.() }) {
  const chunks = first.length > 0 ? [first] : [];
  let finished = false;
  let failure = null;
  let waiting = [];
  const wake = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  const ended = (async () => {
    const timer = setTimeout(() => {
      failure ??= new Error(`the owner's HTML did not end within ${timeoutMs} ms`);
      destroy(failure);
      finished = true;
      wake();
    }, timeoutMs);
    try {
      for (;;) {
        const { value, done } = await source.next();
        if (done || finished) break;
        chunks.push(asBuffer(value));
        wake();
      }
    } catch (error) {
      failure ??= error;
    } finally {
      clearTimeout(timer);
      finished = true;
      wake();
    }
    if (failure) throw failure;
  })();
  // A failure is reported through `read` (and `ended` for whoever keeps the render).
  ended.catch(() => {});

  async function* read() {
    let next = 0;
    for (;;) {
      if (next < chunks.length) {
        // What is there now goes out as one chunk: one write (and one compression flush) for it.
        const available = chunks.slice(next);
        next = chunks.length;
        yield available.length === 1 ? available[0] : Buffer.concat(available);
        continue;
      }
      if (failure) throw failure;
      if (finished) return;
      await new Promise((resolve) => waiting.push(resolve));
    }
  }
  return { read, ended };
}
