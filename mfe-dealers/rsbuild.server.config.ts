import { remoteServerRsbuildConfig } from 'shared-build/remote-server-rsbuild';

export default remoteServerRsbuildConfig({ name: 'dealers', serverRender: './src/server/render-page.tsx' });
