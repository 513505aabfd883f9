/** Types of first-load-js.mjs (plain JavaScript, shared with the publish scripts). */
export declare const APP_EXPOSE: './app';
export declare function firstLoadJsFiles(manifest: {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}): string[];
export declare function firstLoadJsGzipBytes(distDir: string): number;
