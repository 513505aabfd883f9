import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';

const config = await fetch('/runtime-config.json').then((r) => r.json());
registerRemotes(Object.entries(config.remotes as Record<string, {entry: string}>).map(([name, r]) => ({ name, entry: r.entry })));
const routes = constructRoutes(`<single-spa-router containerEl="#shop-main"><route path="/" exact><application name="catalog"></application></route><route default><application name="catalog"></application></route></single-spa-router>`);
const applications = constructApplications({ routes, loadApp: ({ name }) => loadRemote<LifeCycles>(`${name}/app`) as Promise<LifeCycles> });
const engine = constructLayoutEngine({ routes, applications });
applications.forEach(registerApplication);
engine.activate();
start();
