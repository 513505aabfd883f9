// asyncStartup (rsbuild.config.ts): the federation runtime settles the shared modules before this
// entry runs, so the boot code is imported directly and ships in the page's own script tags.
import './bootstrap';
