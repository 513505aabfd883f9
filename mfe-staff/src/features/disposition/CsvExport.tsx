/**
 * The record as CSV: the export is a private file, so it is fetched with the staff session
 * (staffBlob) and offered as a download link from an object URL, freed when the page closes or a
 * newer export replaces it.
 */
import { useEffect, useState } from 'react';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { Notice } from '../../shared/ui/Notice';
import styles from './DispositionPage.module.css';
import { CSV_FILE_NAME, exportDispositionCsv } from './disposition-api';

export function CsvExport() {
  const [url, setUrl] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const prepare = async () => {
    setWorking(true);
    setProblem(null);
    try {
      setUrl(URL.createObjectURL(await exportDispositionCsv()));
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setWorking(false);
    }
  };
  return (
    <div className={styles.export}>
      <button type="button" className={button('outline')} onClick={() => void prepare()} disabled={working}>
        {working ? 'Preparing…' : url ? 'Export again' : 'Export CSV'}
      </button>
      {url ? (
        <a className={styles.download} href={url} download={CSV_FILE_NAME}>
          Download {CSV_FILE_NAME}
        </a>
      ) : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
    </div>
  );
}
