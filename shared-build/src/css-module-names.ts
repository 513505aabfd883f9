/**
 * CSS module class names for a part of the shop (the shell or a remote), the same in its browser
 * and server builds: server-rendered HTML carries them and is styled and hydrated by the browser
 * build's. In development they keep the local name readable (`catalog__title__x1Y2z`); in
 * production they are the part's name and a hash (`catalog-x1Y2z3`). Each class name is written
 * in the JavaScript that maps it as well as in the CSS and the HTML: the readable middle cost
 * about 1 KB gzip on a product page's first load. The part's name keeps two remotes' classes apart.
 */
export function cssModuleNames(part: string, mode = process.env.NODE_ENV): { localIdentName: string } {
  return {
    localIdentName: mode === 'production' ? `${part}-[hash:base64:6]` : `${part}__[local]__[hash:base64:5]`,
  };
}
