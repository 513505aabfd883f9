/**
 * The search overlay the shell mounts in its header (exposed as './search-overlay'). It listens
 * to the `toggleSearch` signal itself, so the header only emits; toggles count at most once per
 * second. Suggestions appear for queries longer than 2 characters, 500 ms after typing stops;
 * ArrowUp/ArrowDown move a selection from -1 (none) to the last result; Enter opens the selected
 * suggestion or, with none selected, the results page (queries longer than 1 character); Escape
 * closes (the kit's dialog focus, which also keeps Tab inside and gives focus back on close). It
 * renders outside the catalog's router, so it navigates through the shared helper.
 *
 * When nothing matched as typed and the API searched corrected words, the suggestions are theirs:
 * "Showing results for {corrected}" says so, with a link to the results page of the words as typed
 * (`?exact=1`). With nothing found at all it shows 'No items found' and the popular collections.
 */
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { LIMITS, mediaUrl, toggleSearch } from 'shared-contracts';
import { handleLinkClick, navigateTo } from 'shared-kit';
import { useDialogFocus } from 'shared-kit/dialog';
import { CorrectedQueryNote } from '../features/search/CorrectedQueryNote';
import { NoResults } from '../features/search/NoResults';
import {
  canSubmit,
  moveSelection,
  type SearchLinkRenderer,
  type SearchOutcome,
  searchProducts,
  searchUrl,
  suggestionUrl,
  wantsSuggestions,
} from '../features/search/search-api';
import styles from './SearchOverlay.module.css';

/**
 * The open overlay's panel, a dialog for as long as it is mounted. It owns the panel's ref, so the
 * dialog's focus sees the panel from the frame it appears in. The page keeps its scrollbar behind
 * the overlay, as it always had.
 */
function SearchPanel({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, onClose, { lockScroll: false });
  return (
    <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label="Product search">
      {children}
    </div>
  );
}

export default function SearchOverlay() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  /** The last answer, with the query it answers (kept while the next one is on its way). */
  const [found, setFound] = useState<{ query: string; outcome: SearchOutcome } | null>(null);
  const [selected, setSelected] = useState(-1);
  const openRef = useRef(false);
  const lastToggle = useRef(Number.NEGATIVE_INFINITY);
  const requestSeq = useRef(0);
  const id = useId();
  const listId = `${id}-listbox`;

  const close = useCallback(() => {
    openRef.current = false;
    setOpen(false);
    setQuery('');
    setFound(null);
    setSelected(-1);
    requestSeq.current++;
  }, []);

  useEffect(
    () =>
      toggleSearch.subscribe((payload) => {
        const now = Date.now();
        if (now - lastToggle.current < LIMITS.searchToggleDebounceMs) return;
        lastToggle.current = now;
        const want = payload?.open;
        const next = typeof want === 'boolean' ? want : !openRef.current;
        if (next) {
          openRef.current = true;
          setOpen(true);
        } else {
          close();
        }
      }),
    [close],
  );

  useEffect(() => {
    const seq = ++requestSeq.current;
    setSelected(-1);
    if (!wantsSuggestions(query)) {
      setFound(null);
      return;
    }
    const timer = window.setTimeout(async () => {
      const outcome = await searchProducts(query);
      if (seq === requestSeq.current) setFound({ query, outcome });
    }, LIMITS.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [query]);

  const go = (url: string) => {
    close();
    navigateTo(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setSelected((i) => moveSelection(i, 1, results.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setSelected((i) => moveSelection(i, -1, results.length));
        break;
      case 'Enter': {
        event.preventDefault();
        const chosen = selected >= 0 ? results[selected] : undefined;
        if (chosen) go(suggestionUrl(chosen));
        else if (canSubmit(query)) go(searchUrl(query));
        break;
      }
      default:
    }
  };

  if (!open) return null;

  const results = found?.outcome.results ?? [];
  const correction = found?.outcome.correction ?? null;
  const expanded = results.length > 0;
  // Links out of the overlay (the words as typed, a collection) navigate and close it.
  const overlayLink: SearchLinkRenderer = ({ href, className, children }) => (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        handleLinkClick(e, href);
        close();
      }}
    >
      {children}
    </a>
  );
  return (
    <div data-boundary="catalog" className={styles.overlay}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <SearchPanel onClose={close}>
        <div className={styles.inner}>
          {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself; <search> is too new for some screen readers */}
          <form
            role="search"
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              if (canSubmit(query)) go(searchUrl(query));
            }}
          >
            <label htmlFor={`${id}-input`} className="visually-hidden">
              Product search
            </label>
            <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <input
              data-autofocus
              id={`${id}-input`}
              className={styles.input}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              placeholder="Product Search..."
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={selected >= 0 ? `${id}-option-${selected}` : undefined}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="button" className={styles.close} onClick={close} aria-label="Close search">
              ✕
            </button>
          </form>

          {found && correction && (
            <CorrectedQueryNote query={found.query} correction={correction} tone="dark" renderLink={overlayLink} />
          )}
          <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
            {results.map((result, i) => (
              <div
                key={result.documentId}
                id={`${id}-option-${i}`}
                role="option"
                // Focus stays in the field (aria-activedescendant); options are never tabbed to.
                tabIndex={-1}
                aria-selected={i === selected}
                className={`${styles.option} ${i === selected ? styles.selected : ''}`}
                onMouseEnter={() => setSelected(i)}
              >
                <a
                  href={suggestionUrl(result)}
                  tabIndex={-1}
                  className={styles.link}
                  onClick={(e) => {
                    handleLinkClick(e, suggestionUrl(result));
                    close();
                  }}
                >
                  {result.image?.url && (
                    <img src={mediaUrl(result.image.url)} alt="" className={styles.thumb} loading="lazy" />
                  )}
                  <span className={styles.text}>
                    <span className={styles.title}>{result.title}</span>
                    {result.subtitle && <span className={styles.subtitle}>{result.subtitle}</span>}
                  </span>
                  <span aria-hidden="true" className={styles.arrow}>
                    →
                  </span>
                </a>
              </div>
            ))}
          </div>
          {found && results.length === 0 && wantsSuggestions(query) && (
            <NoResults tone="dark" renderLink={overlayLink} />
          )}
          {query.trim().length > 0 && !wantsSuggestions(query) && (
            <p className={styles.hint}>Type at least {LIMITS.searchSuggestMinLength} characters for suggestions.</p>
          )}
        </div>
      </SearchPanel>
    </div>
  );
}
