/**
 * Starts the composition: the route table (route-table.html) becomes single-spa applications,
 * the layout engine places them in #shop-main, and single-spa starts routing.
 */
import { registerApplication, start } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import { pageLoaderParcel } from './app-loader';
import { errorPanelParcel, loadApplication, silentParcel } from './applications';
import routeTable from './route-table.html?raw';

export function buildRoutes() {
  return constructRoutes(routeTable, {
    loaders: { page: pageLoaderParcel() },
    props: {},
    errors: { panel: errorPanelParcel, silent: silentParcel },
  });
}

export function startLayout(): void {
  const routes = buildRoutes();
  const applications = constructApplications({ routes, loadApp: loadApplication });
  const engine = constructLayoutEngine({ routes, applications });
  for (const application of applications) registerApplication(application);
  engine.activate();
  start();
}
