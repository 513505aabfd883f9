/**
 * The shop's files for search engines (issue 14), served by the shell's server:
 *
 *   /robots.txt            every crawler may read the shop, except the private pages (checkout, the
 *                          customer's pages, sign-in, links with tokens) and the API; names the sitemap
 *   /sitemap.xml           every public URL of the shop (pages, collections, products) with its last
 *                          change, read from the API (`GET /strapi/sitemap`) at that request: one
 *                          urlset while they fit in one file (urlLimit), else an index of parts
 *   /sitemaps/<n>.xml      part n (from 1) of that index: a urlset of at most urlLimit URLs
 *
 * Every URL is absolute on the shop's public origin. The sitemap is cached briefly by its readers;
 * while the API cannot be reached it is a 503 with a short text (the crawler comes back later).
 */

/** URLs in one sitemap file (the protocol allows 50,000; smaller files are read sooner). */
export const SITEMAP_URL_LIMIT = 5000;
/** How long readers may keep robots.txt and the sitemap. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';
/** How long the sitemap waits for the API. */
const API_TIMEOUT_MS = 10_000;

/**
 * Paths no crawler should read. Rules are prefixes: `/register` also covers `/registration`, which
 * the `Allow` of ROBOTS_ALLOWED gives back (the longest matching rule wins).
 */
export const ROBOTS_DISALLOWED = [
  '/checkout',
  '/confirm',
  '/profile',
  '/login',
  '/register',
  '/forgot-password',
  '/auth/',
  '/verify-email',
  '/Newsletter/',
  '/stock-alerts/',
  '/search/',
  '/runtime-config.json',
  '/api/',
  '/staff',
];
/**
 * Private pages: the back office (the staff remote's /staff and below). Never rendered on the
 * server, sent with `X-Robots-Tag: noindex, nofollow` and `Cache-Control: private, no-store`.
 * @param {string} pathname
 */
export function isPrivatePage(pathname) {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/** Exceptions to ROBOTS_DISALLOWED: product registration, and the media product pages show. */
export const ROBOTS_ALLOWED = ['/registration', '/api/media/'];

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** @param {string} url */
const withoutTrailingSlash = (url) => url.replace(/\/+$/, '');

/** Text safe in an XML element. @param {string} text */
export function xmlEscape(text) {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

/** @param {string} publicOrigin */
export function robotsTxt(publicOrigin) {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    ...ROBOTS_ALLOWED.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${withoutTrailingSlash(publicOrigin)}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * @typedef {{ loc: string, lastmod?: string }} SitemapUrl
 * @typedef {import('shared-contracts/api/catalog-views').SitemapAnswer['data']} SitemapData
 */

/** An ISO time the sitemap may carry, or undefined. @param {unknown} value */
function lastmodOf(value) {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The shop's public URLs, absolute: pages (home first), collections, products, each page once.
 * Products and collections at the paths the site links them under (`/product/<slug>`,
 * `/collection/<slug>`).
 * @param {SitemapData} data
 * @param {string} publicOrigin
 * @returns {SitemapUrl[]}
 */
export function sitemapUrls(data, publicOrigin) {
  const origin = withoutTrailingSlash(publicOrigin);
  const seen = new Set();
  /** @type {SitemapUrl[]} */
  const urls = [];
  const add = (path, updatedAt) => {
    const loc = `${origin}${path}`;
    if (seen.has(loc)) return;
    seen.add(loc);
    const lastmod = lastmodOf(updatedAt);
    urls.push(lastmod ? { loc, lastmod } : { loc });
  };
  for (const page of data.pages) if (page.path.startsWith('/')) add(page.path, page.updatedAt);
  for (const group of data.collections) add(`/collection/${encodeURIComponent(group.slug)}`, group.updatedAt);
  for (const product of data.products) add(`/product/${encodeURIComponent(product.slug)}`, product.updatedAt);
  return urls;
}

/** @param {SitemapUrl} entry */
const entryXml = ({ loc, lastmod }) =>
  `<loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}`;

/** A `<urlset>` of these URLs. @param {SitemapUrl[]} urls */
export function urlsetXml(urls) {
  const body = urls.map((url) => `<url>${entryXml(url)}</url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${body}</urlset>\n`;
}

/** A `<sitemapindex>` of these parts. @param {SitemapUrl[]} parts */
export function sitemapIndexXml(parts) {
  const body = parts.map((part) => `<sitemap>${entryXml(part)}</sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}

/** @param {SitemapUrl[]} urls @param {number} limit @returns {SitemapUrl[][]} */
function partsOf(urls, limit) {
  const parts = [];
  for (let i = 0; i < urls.length; i += limit) parts.push(urls.slice(i, i + limit));
  return parts;
}

/** The latest lastmod of these URLs, if any has one. @param {SitemapUrl[]} urls */
const latest = (urls) =>
  urls.reduce((max, { lastmod }) => (lastmod && (!max || lastmod > max) ? lastmod : max), undefined);

/** @param {unknown} value @returns {value is SitemapData} */
function isSitemapData(value) {
  const data = /** @type {Record<string, unknown> | null} */ (value);
  return Boolean(
    data &&
      typeof data === 'object' &&
      Array.isArray(data.products) &&
      Array.isArray(data.collections) &&
      Array.isArray(data.pages),
  );
}

/**
 * Adds /robots.txt, /sitemap.xml and /sitemaps/<n>.xml to the shell's Fastify app.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   apiBase: string,
 *   publicOrigin: string,
 *   fetchImpl?: typeof fetch,
 *   urlLimit?: number,
 *   timeoutMs?: number,
 * }} options
 *   `apiBase`: where the API answers (the deployment's); `publicOrigin`: the shop's origin as browsers
 *   see it; `urlLimit`: URLs per sitemap file (SITEMAP_URL_LIMIT; tests make it small).
 */
export function registerSeoFiles(
  app,
  { apiBase, publicOrigin, fetchImpl = globalThis.fetch, urlLimit = SITEMAP_URL_LIMIT, timeoutMs = API_TIMEOUT_MS },
) {
  if (!Number.isInteger(urlLimit) || urlLimit < 1) throw new Error(`urlLimit must be a positive integer: ${urlLimit}`);
  const origin = withoutTrailingSlash(publicOrigin);
  const sitemapEndpoint = `${withoutTrailingSlash(apiBase)}/strapi/sitemap`;

  // The API's last answer and its ETag: a crawler reading the index and then its parts costs the
  // API a 304 each time while nothing changed. Requests at the same moment share one call.
  /** @type {{ etag: string, data: SitemapData } | null} */
  let last = null;
  /** @type {Promise<SitemapData> | null} */
  let inFlight = null;

  async function fetchSitemapData() {
    const headers = { accept: 'application/json', ...(last ? { 'if-none-match': last.etag } : {}) };
    const response = await fetchImpl(sitemapEndpoint, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 304 && last) return last.data;
    if (!response.ok) throw new Error(`GET ${sitemapEndpoint} answered ${response.status}`);
    const body = await response.json();
    if (!isSitemapData(body?.data)) throw new Error(`GET ${sitemapEndpoint} answered no sitemap data`);
    const etag = response.headers.get('etag');
    last = etag ? { etag, data: body.data } : null;
    return body.data;
  }

  const sitemapData = () => {
    inFlight ??= fetchSitemapData().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  /** The shop's URLs in parts of at most urlLimit, or null when the API could not answer. */
  async function loadParts(request) {
    try {
      return partsOf(sitemapUrls(await sitemapData(), origin), urlLimit);
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: the API could not be read');
      return null;
    }
  }

  const sendXml = (reply, xml) =>
    reply.header('cache-control', SEO_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);

  const unavailable = (reply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', '120')
      .type('text/plain; charset=utf-8')
      .send('The sitemap is unavailable right now. Please try again later.\n');

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', SEO_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const parts = await loadParts(request);
    if (!parts) return unavailable(reply);
    if (parts.length <= 1) return sendXml(reply, urlsetXml(parts[0] ?? []));
    const index = parts.map((urls, i) => {
      const lastmod = latest(urls);
      return { loc: `${origin}/sitemaps/${i + 1}.xml`, ...(lastmod ? { lastmod } : {}) };
    });
    return sendXml(reply, sitemapIndexXml(index));
  });

  app.get('/sitemaps/:file', async (request, reply) => {
    const { file } = /** @type {{ file: string }} */ (request.params);
    const number = /^([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
    const parts = number ? await loadParts(request) : [];
    if (!parts) return unavailable(reply);
    const part = parts[Number(number) - 1];
    if (!part) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.\n');
    return sendXml(reply, urlsetXml(part));
  });
}
