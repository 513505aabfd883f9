/**
 * The registry's HTTP interface as the API documents it (issue 28's contract: GET /Registry/state,
 * GET /Registry/remotes/:remote/versions, POST /Registry/overrides/verify, POST /Beacons), served
 * by a small real HTTP server on a free port: the edge the shell server's tests stand on. What it
 * answers is set by the test; what the shell server sent it is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RemoteState {
  current: { version: string; serverManifest: string | null } | null;
  canary: { version: string; percent: number; serverManifest: string | null } | null;
}

export interface VersionListing {
  version: string;
  serverManifest: string | null;
  files: { path: string; sha256: string; size: number }[];
}

export type VerifiedOverride = ({ remote: string; version: string } | { remote: string; url: string }) & {
  expiresAt: string;
};

export interface RegistryApi {
  url: string;
  /** The state GET /Registry/state answers (its revision is bumped on each change). */
  setRemotes(remotes: Record<string, RemoteState>): void;
  /** GET /Registry/state answers 503 while down. */
  down: boolean;
  /** How many times GET /Registry/state was asked. */
  stateReads: number;
  versions: Record<string, VersionListing[]>;
  /** Tokens POST /Registry/overrides/verify accepts; any other answers 404. */
  overrides: Map<string, VerifiedOverride>;
  /** Every POST /Beacons body received. */
  beacons: { type: string; remote: string; version: string; kind: string; count: number }[];
  close(): Promise<void>;
}

export async function startRegistryApi(): Promise<RegistryApi> {
  let revision = 0;
  let state: { revision: string; remotes: Record<string, RemoteState> } = { revision: '0', remotes: {} };
  const api: Omit<RegistryApi, 'url' | 'close'> = {
    setRemotes(remotes) {
      revision += 1;
      state = { revision: String(revision), remotes };
    },
    down: false,
    stateReads: 0,
    versions: {},
    overrides: new Map(),
    beacons: [],
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
    const url = new URL(req.url ?? '/', 'http://api.local');
    if (req.method === 'GET' && url.pathname === '/Registry/state') {
      api.stateReads += 1;
      return api.down ? json(res, 503, { message: 'Service unavailable' }) : json(res, 200, state);
    }
    const versions = url.pathname.match(/^\/Registry\/remotes\/([a-z]+)\/versions$/);
    if (req.method === 'GET' && versions) return json(res, 200, { versions: api.versions[versions[1] ?? ''] ?? [] });
    if (req.method === 'POST' && url.pathname === '/Registry/overrides/verify') {
      const override = api.overrides.get(body?.token);
      return override ? json(res, 200, override) : json(res, 404, { message: 'Override not valid' });
    }
    if (req.method === 'POST' && url.pathname === '/Beacons') {
      api.beacons.push(...(body?.beacons ?? []));
      return json(res, 202, { accepted: body?.beacons?.length ?? 0, ignored: 0 });
    }
    json(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api as RegistryApi, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
