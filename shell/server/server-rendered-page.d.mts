/** Types of server-rendered-page.mjs for the shell's TypeScript tests. */
import type { PageHead } from 'shared-kit/server-render';

export function headTags(input: { head: PageHead; origin: string; pathname: string }): string;
/** The page around the owner's HTML: `start`, then the owner's HTML (streamed), then `end`. */
export function withServerRender(
  page: string,
  input: {
    owner: string;
    rendered: { resources?: string; data: object; head: PageHead; serverDataId: string };
    origin: string;
    pathname: string;
  },
): { start: string; end: string };
export function withServerChrome(
  page: string,
  chrome: { header: string; footer: string; data: object; dataId: string },
): string;
