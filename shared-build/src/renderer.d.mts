/** Types of renderer.mjs (plain JavaScript: the unit tests' Vitest configurations load it). */
export type Renderer = 'react' | 'preact';
export interface RendererShare {
  singleton: true;
  requiredVersion: string;
  version?: string;
}
export declare function rendererName(env?: NodeJS.ProcessEnv): Renderer;
export declare function rendererDefine(renderer?: Renderer): Record<string, string>;
export declare function rendererAliases(renderer?: Renderer): Record<string, string>;
export declare function rendererChunks(renderer?: Renderer): Record<string, RegExp>;
export declare function rendererShares(renderer?: Renderer): Record<string, RendererShare>;
export declare function rendererTestConfig(renderer?: Renderer): {
  resolve?: { alias: { find: RegExp; replacement: string }[] };
  test?: { server: { deps: { inline: string[] } } };
};
