import { remoteServerRsbuildConfig } from 'shared-build/remote-server-rsbuild';

export default remoteServerRsbuildConfig({ name: 'checkout', serverRender: './src/server/render-page.tsx' });
