import type { CatalogueRequestTables } from './tables/catalogue-requests';
import type { CommerceTables } from './tables/commerce';
import type { DealerTables } from './tables/dealers';
import type { DispositionTables } from './tables/disposition';
import type { IdentityTables } from './tables/identity';
import type { OrderLifecycleTables } from './tables/order-lifecycle';
import type { PlatformTables } from './tables/platform';
import type { RegistrationTables } from './tables/registrations';
import type { RegistryTables } from './tables/registry';
import type { ReviewsTables } from './tables/reviews';
import type { RumTables } from './tables/rum';
import type { StaffTables } from './tables/staff';

/** The whole database as Kysely sees it: each module group declares its own tables. */
export type Database = PlatformTables &
  CommerceTables &
  ReviewsTables &
  IdentityTables &
  RegistrationTables &
  DealerTables &
  CatalogueRequestTables &
  RegistryTables &
  StaffTables &
  DispositionTables &
  RumTables &
  OrderLifecycleTables;
