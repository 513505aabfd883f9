/** Types of server-rendered-page.mjs for the shell's TypeScript tests. */
import type { PageHead } from 'shared-contracts/kit/server-render';

export function headTags(input: { head: PageHead; origin: string; pathname: string }): string;
export function withServerRender(
  page: string,
  input: {
    owner: string;
    rendered: { html: string; data: object; head: PageHead; serverDataId: string };
    origin: string;
    pathname: string;
  },
): string;
