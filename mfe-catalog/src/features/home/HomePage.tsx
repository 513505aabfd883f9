import { mediaUrl } from 'shared-contracts';
import { usePage } from '../../shared/content/pages';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { PageLoading } from '../../shared/ui/PageLoading';
import { Carousel } from './Carousel';
import styles from './HomePage.module.css';
import { ImageLinkRibbon } from './ImageLinkRibbon';

export default function HomePage() {
  const page = usePage('home');
  const home = page.status === 'ready' ? page.value : null;
  const hero = home?.carousel[0]?.image?.url;
  useDocumentMeta(home?.meta_data.meta_title, home?.meta_data.meta_description, {
    image: hero ? mediaUrl(hero) : undefined,
    structured: { kind: 'organization' },
  });
  if (page.status === 'loading') return <PageLoading />;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{home?.meta_data.meta_title || 'Halvorsen Arms'}</h1>
      <Carousel slides={home?.carousel ?? []} />
      <ImageLinkRibbon tiles={home?.image_link_ribbon ?? []} heading="Explore the line" />
    </div>
  );
}
