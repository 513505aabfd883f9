import { useHttpStatus } from 'shared-kit/server-render';
import { useDocumentMeta } from '../content/use-document-meta';
import { EmptyState } from './EmptyState';

/** What the catalog shows for a product, collection or page that does not exist: HTTP 404 when server-rendered. */
export function NotFoundState({ title, message }: { title: string; message: string }) {
  useHttpStatus(404);
  useDocumentMeta(title, message);
  return <EmptyState title={title} message={message} />;
}
