/**
 * A remote's page entry in production builds, where nothing loads it: the composed shop loads the
 * remote's federation entry only. Its standalone page (src/index.ts, for `rsbuild dev`) would be a
 * second parent of every lazy page chunk, and Rspack keeps a module that chunk shares with the
 * exposed app in both (decision 0053).
 */
export {};
