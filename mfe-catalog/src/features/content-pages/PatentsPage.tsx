import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './content-pages.module.css';
import { useContentPage } from './use-content-page';

/** Patents: type, product, numbers; colours and models beside the first number. */
export default function PatentsPage() {
  const { loading, page } = useContentPage('patent', 'Patents');
  if (loading) return <PageLoading />;
  return (
    <PageShell
      title={page?.title || 'Patents'}
      subtitle={page?.intro}
      breadcrumbs={page?.breadcrumbs}
      image={page?.heading_image}
    >
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Patent type</th>
              <th scope="col">Product</th>
              <th scope="col">Patent numbers</th>
            </tr>
          </thead>
          <tbody>
            {(page?.patents ?? []).map((patent) => (
              <tr key={`${patent.product_name}-${patent.patent_numbers[0] ?? ''}`}>
                <td>{patent.patent_type}</td>
                <th scope="row">{patent.product_name}</th>
                <td>
                  <ul className={styles.numbers}>
                    {patent.patent_numbers.map((number, i) => (
                      <li key={number}>
                        <span className={styles.mono}>{number}</span>
                        {i === 0 && patent.colors_and_models && (
                          <span className={styles.muted}> · {patent.colors_and_models}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageShell>
  );
}
