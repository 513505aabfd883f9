/**
 * A recorded licence copy, read with the staff session (a plain link could not carry the bearer
 * token) and shown from an object URL: an <img> for an image, an <iframe> for a PDF.
 */
import { useEffect, useState } from 'react';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { Notice } from '../../shared/ui/Notice';
import styles from './OrderDetailPage.module.css';
import { licenceCopy } from './orders-api';

export function LicenceCopyViewer({
  orderId,
  verificationId,
  name,
}: {
  orderId: number;
  verificationId: string;
  name: string;
}) {
  const [copy, setCopy] = useState<{ url: string; image: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => () => (copy ? URL.revokeObjectURL(copy.url) : undefined), [copy]);

  async function show() {
    setLoading(true);
    setProblem(null);
    try {
      const blob = await licenceCopy(orderId, verificationId);
      setCopy({ url: URL.createObjectURL(blob), image: blob.type.startsWith('image/') });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className={styles.viewer}>
      {copy ? (
        <>
          <button type="button" className={button('text')} onClick={() => setCopy(null)}>
            Hide licence copy
          </button>
          {copy.image ? (
            <img src={copy.url} alt={`Licence copy ${name}`} className={styles.licence} />
          ) : (
            <iframe src={copy.url} title={`Licence copy ${name}`} className={styles.licence} />
          )}
        </>
      ) : (
        <button type="button" className={button('outline')} disabled={loading} onClick={() => void show()}>
          {loading ? 'Opening…' : 'View licence copy'}
        </button>
      )}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
    </div>
  );
}
