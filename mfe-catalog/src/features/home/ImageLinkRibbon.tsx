import type { ImageLinkTile } from 'shared-contracts';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { MediaImage } from '../../shared/ui/MediaImage';
import styles from './ImageLinkRibbon.module.css';

/** The home page's ribbon of image-link tiles. */
export function ImageLinkRibbon({ tiles, heading }: { tiles: ImageLinkTile[]; heading: string }) {
  if (tiles.length === 0) return null;
  return (
    <section className={styles.ribbon} aria-labelledby="catalog-ribbon-heading">
      <div className={styles.head}>
        <h2 id="catalog-ribbon-heading" className={styles.heading}>
          {heading}
        </h2>
      </div>
      <ul className={styles.tiles}>
        {tiles.map((tile, i) => (
          <li key={`${tile.url}-${i}`} className={styles.tile}>
            <CatalogLink to={tile.url} className={styles.link}>
              <MediaImage media={tile.image} alt="" className={styles.image} />
              <span className={styles.label}>
                {tile.title}
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </span>
            </CatalogLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
