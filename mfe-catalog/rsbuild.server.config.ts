import { remoteServerRsbuildConfig } from 'shared-build/remote-server-rsbuild';

export default remoteServerRsbuildConfig({ name: 'catalog', serverRender: './src/server/render-page.tsx' });
