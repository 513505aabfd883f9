/** Types of sitemap.mjs for the shell's TypeScript tests. */
import type { FastifyInstance } from 'fastify';
import type { SitemapAnswer } from 'shared-contracts/api/catalog-views';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}
export interface SeoFilesOptions {
  /** Where the API answers (the deployment's `apiBase`). */
  apiBase: string;
  /** The shop's origin as browsers see it (the deployment's `publicOrigin`). */
  publicOrigin: string;
  fetchImpl?: typeof fetch;
  /** URLs per sitemap file; default SITEMAP_URL_LIMIT. */
  urlLimit?: number;
  /** How long to wait for the API, in ms. */
  timeoutMs?: number;
}

export const SITEMAP_URL_LIMIT: number;
export const SEO_CACHE_CONTROL: string;
export const ROBOTS_DISALLOWED: string[];
export const ROBOTS_ALLOWED: string[];
export function xmlEscape(text: string): string;
export function robotsTxt(publicOrigin: string): string;
export function sitemapUrls(data: SitemapAnswer['data'], publicOrigin: string): SitemapUrl[];
export function urlsetXml(urls: SitemapUrl[]): string;
export function sitemapIndexXml(parts: SitemapUrl[]): string;
export function registerSeoFiles(app: FastifyInstance, options: SeoFilesOptions): void;
