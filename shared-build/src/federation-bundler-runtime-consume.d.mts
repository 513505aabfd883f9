/** Types of federation-bundler-runtime-consume.mjs (plain JavaScript: a remote's build resolves the bundler runtime to it). */
interface FederationInstance {
  name: string;
}

declare const federation: {
  runtime: Record<string, unknown> & {
    init(options: { name: string; version?: string; remotes?: unknown[] }): FederationInstance;
  };
  instance: FederationInstance | undefined;
  initOptions: object | undefined;
  bundlerRuntime: Record<string, unknown> & { S: object };
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: object;
};
export default federation;
