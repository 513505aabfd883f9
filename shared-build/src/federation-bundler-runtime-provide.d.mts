/** Types of federation-bundler-runtime-provide.mjs (plain JavaScript: the shell's build compiles it as a runtime plugin). */
export default function provideBundlerRuntime(): { name: string };
