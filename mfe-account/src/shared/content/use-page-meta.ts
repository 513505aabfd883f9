/**
 * Title and description of an account page from the content service, read once per page name and
 * kept for later visits by the kit's one page loader (shared-kit/page-content). A failed
 * read logs and keeps the fallback title (001 section 8: content failures fall back to defaults).
 */
import { useEffect } from 'react';
import { applyPageMeta, loadPageOnce } from 'shared-kit/page-content';

/** The account's pages in the content service: the sign-in screens. */
type AccountPageName = 'login' | 'register' | 'forgotpassword' | 'resetpassword';

export function usePageMeta(name: AccountPageName | null, fallbackTitle: string): void {
  useEffect(() => {
    let current = true;
    applyPageMeta(null, fallbackTitle);
    if (!name) return;
    void loadPageOnce(name, { owner: 'account', silentLoading: true }).then((page) => {
      if (!current || !page?.meta_data) return;
      applyPageMeta(page.meta_data, fallbackTitle);
    });
    return () => {
      current = false;
    };
  }, [name, fallbackTitle]);
}
