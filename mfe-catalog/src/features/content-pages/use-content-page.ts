import type { PageName, PagesByName } from 'shared-contracts';
import { usePage } from '../../shared/content/pages';
import { useDocumentMeta } from '../../shared/content/use-document-meta';

/** A content page plus its document title/description; null content means "render the frame". */
export function useContentPage<N extends PageName>(name: N, fallbackTitle: string) {
  const resource = usePage(name);
  const page = resource.status === 'ready' ? resource.value : null;
  const meta =
    page && 'meta_data' in page
      ? (page as { meta_data?: { meta_title: string; meta_description: string } }).meta_data
      : undefined;
  useDocumentMeta(meta?.meta_title || fallbackTitle, meta?.meta_description);
  return { loading: resource.status === 'loading', page: page as PagesByName[N] | null };
}
