import { remoteServerRsbuildConfig } from 'shared-contracts/build/remote-server-rsbuild';

export default remoteServerRsbuildConfig({ name: 'catalog', serverRender: './src/server/render-page.tsx' });
