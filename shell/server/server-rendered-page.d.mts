/** Types of server-rendered-page.mjs for the shell's TypeScript tests. */
export interface PageHead {
  title?: string;
  description?: string;
  type?: string;
  image?: string;
  jsonLd?: object[];
}
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
