import { useEffect, useState } from 'react';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './content-pages.module.css';

/** The 3D experience frame: 16:9, at most the window height minus 140 px (spec 001 §2, §9). */
export default function BuilderPage() {
  useDocumentMeta('3D Builder', 'Build your rifle in 3D.');
  const [maxHeight, setMaxHeight] = useState(() => window.innerHeight - 140);
  useEffect(() => {
    const onResize = () => setMaxHeight(window.innerHeight - 140);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <PageShell title="3D Builder" subtitle="Configure stock, finish and optics, and see it from every angle.">
      <div className={styles.stage} style={{ maxHeight, maxWidth: `${(maxHeight * 16) / 9}px` }}>
        <p>The 3D experience is being prepared.</p>
      </div>
    </PageShell>
  );
}
