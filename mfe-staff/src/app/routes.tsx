import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SectionGate } from '../shared/layout/SectionGate';
import { FirstSection, StaffLayout } from '../shared/layout/StaffLayout';
import { useNoIndex } from '../shared/layout/use-no-index';
import { release } from '../shared/release';
import styles from './app.module.css';

// Every screen is a chunk of its own: the sign-in page loads none of them, a screen only itself.
const SignInPage = lazy(() => import('../features/sign-in/SignInPage').then((m) => ({ default: m.SignInPage })));
const AcceptInvitationPage = lazy(() =>
  import('../features/sign-in/AcceptInvitationPage').then((m) => ({ default: m.AcceptInvitationPage })),
);
const OrdersPage = lazy(() => import('../features/orders/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() =>
  import('../features/orders/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);
const InventoryPage = lazy(() =>
  import('../features/inventory/InventoryPage').then((m) => ({ default: m.InventoryPage })),
);
const CustomersPage = lazy(() =>
  import('../features/customers/CustomersPage').then((m) => ({ default: m.CustomersPage })),
);
const ApplicationsPage = lazy(() =>
  import('../features/applications/ApplicationsPage').then((m) => ({ default: m.ApplicationsPage })),
);
const InboxPage = lazy(() => import('../features/inbox/InboxPage').then((m) => ({ default: m.InboxPage })));
const DispositionPage = lazy(() =>
  import('../features/disposition/DispositionPage').then((m) => ({ default: m.DispositionPage })),
);
const AuditPage = lazy(() => import('../features/audit/AuditPage').then((m) => ({ default: m.AuditPage })));
const TeamPage = lazy(() => import('../features/team/TeamPage').then((m) => ({ default: m.TeamPage })));

/** Every route the staff remote owns (the shell mounts it for /staff and below). */
export function StaffRoutes() {
  useNoIndex();
  return (
    <div data-boundary="staff" data-release={release()} className={styles.root}>
      <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
        <Routes>
          <Route path="/staff/sign-in" element={<SignInPage />} />
          <Route path="/staff/accept-invitation" element={<AcceptInvitationPage />} />
          <Route path="/staff" element={<StaffLayout />}>
            <Route index element={<FirstSection />} />
            <Route path="orders" element={<SectionGate permission="orders.read" page={<OrdersPage />} />} />
            <Route path="orders/:id" element={<SectionGate permission="orders.read" page={<OrderDetailPage />} />} />
            <Route path="inventory" element={<SectionGate permission="inventory.read" page={<InventoryPage />} />} />
            <Route path="customers" element={<SectionGate permission="customers.read" page={<CustomersPage />} />} />
            <Route
              path="applications"
              element={<SectionGate permission="applications.read" page={<ApplicationsPage />} />}
            />
            <Route path="inbox" element={<SectionGate permission="inbox.handle" page={<InboxPage />} />} />
            <Route
              path="disposition"
              element={<SectionGate permission="disposition.read" page={<DispositionPage />} />}
            />
            <Route path="audit" element={<SectionGate permission="audit.read" page={<AuditPage />} />} />
            <Route path="team" element={<SectionGate permission="staff.manage" page={<TeamPage />} />} />
            <Route path="*" element={<FirstSection />} />
          </Route>
        </Routes>
      </Suspense>
    </div>
  );
}
