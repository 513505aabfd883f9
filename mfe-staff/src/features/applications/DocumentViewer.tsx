/**
 * An application's private documents beside it: pick one, and it shows here (an image in <img>, a
 * PDF in an <iframe>) from an object URL of its bytes, read with the staff session (a plain link
 * could not carry the bearer token). Other types (TIFF) are offered as a download.
 */
import { useEffect, useState } from 'react';
import type { StaffApplicationDocument } from 'shared-contracts/api/staff-inbox';
import { problemText } from '../../shared/api/staff-api';
import { Notice } from '../../shared/ui/Notice';
import styles from './applications.module.css';
import { documentBlob } from './applications-api';

/** Images the browser draws itself (TIFF is not one of them). */
const DRAWN_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function typeText(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  return contentType.replace(/^image\//, '').toUpperCase();
}

type Doc = StaffApplicationDocument & { kind?: 'ffl' | 'sot' };
const KIND_NAMES = { ffl: 'FFL', sot: 'SOT' } as const;

export function DocumentViewer({ documents, owner }: { documents: Doc[]; owner: string }) {
  const [shownId, setShownId] = useState<string | null>(null);
  const shown = documents.find((doc) => doc.id === shownId) ?? null;
  if (documents.length === 0) return <p className={styles.quiet}>No documents were uploaded.</p>;
  return (
    <div className={styles.documents}>
      <ul className={styles.docList} aria-label={`Documents of ${owner}`}>
        {documents.map((doc) => (
          <li key={doc.id}>
            <button
              type="button"
              className={styles.docButton}
              aria-pressed={doc.id === shownId}
              onClick={() => setShownId(doc.id === shownId ? null : doc.id)}
            >
              <span className={styles.docName}>
                {doc.kind ? `${KIND_NAMES[doc.kind]}: ` : ''}
                {doc.name}
              </span>
              <span className={styles.quiet}>
                {' '}
                {typeText(doc.contentType)} · {sizeText(doc.sizeBytes)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {shown ? (
        <ShownDocument key={shown.id} doc={shown} />
      ) : (
        <p className={styles.viewerHint}>Choose a document to see it here.</p>
      )}
    </div>
  );
}

function ShownDocument({ doc }: { doc: Doc }) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    documentBlob(doc.url)
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setObjectUrl(url);
      })
      .catch((error) => current && setProblem(problemText(error)));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [doc.url]);

  if (problem) return <Notice tone="error">{problem}</Notice>;
  if (!objectUrl) return <p aria-busy="true">Opening {doc.name}…</p>;
  return (
    <figure className={styles.viewer}>
      {DRAWN_IMAGES.has(doc.contentType) ? (
        <img src={objectUrl} alt={doc.name} className={styles.image} />
      ) : doc.contentType === 'application/pdf' ? (
        <iframe src={objectUrl} title={doc.name} className={styles.frame} />
      ) : (
        <p className={styles.quiet}>The browser cannot show {typeText(doc.contentType)} files; download it instead.</p>
      )}
      <figcaption className={styles.caption}>
        {doc.name}{' '}
        <a href={objectUrl} download={doc.name}>
          Download<span className="visually-hidden"> {doc.name}</span>
        </a>
      </figcaption>
    </figure>
  );
}
