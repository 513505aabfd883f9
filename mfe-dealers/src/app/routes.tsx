import { Route, Routes } from 'react-router-dom';
import { DealerLocatorPage } from '../features/locator/DealerLocatorPage';
import { DealerRegistrationPage } from '../features/registration/DealerRegistrationPage';
import { RELEASE } from '../shared/release';
import styles from './app.module.css';

/** Every route the dealers remote owns (the shell mounts it for exactly these paths). */
export function DealerRoutes() {
  return (
    <div data-boundary="dealers" data-release={RELEASE} className={styles.root}>
      <Routes>
        <Route path="/dealer-locator" element={<DealerLocatorPage />} />
        <Route path="/dealer-registration" element={<DealerRegistrationPage />} />
      </Routes>
    </div>
  );
}
