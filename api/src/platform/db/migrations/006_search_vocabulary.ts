/**
 * Typo-tolerant product search (issue 15, docs/decisions/0009-typo-tolerant-search.md): the
 * catalogue's vocabulary, the words a mistyped query word is corrected to.
 *
 * - product_words: each product's distinct words (title, subtitle, every sku whole and in parts),
 *   written by the content module beside the product's product_search row
 *   (api/src/shared/search-words.ts cuts them) and gone with it. A table of its own, so the rows the
 *   exact search reads stay as they were.
 * - product_search_word: the vocabulary, one row per distinct word with the number of products
 *   holding it (ties between equally close corrections go to the more common word) and its count of
 *   digits. Looked up by length and digit count (an index), then by edit distance (fuzzystrmatch's
 *   levenshtein_less_equal).
 * - rebuild_product_search_words(): brings the vocabulary in line with product_words; the content
 *   module calls it in the transaction that writes product_search rows. Words that did not change
 *   are not rewritten, and concurrent rebuilds queue on the table lock instead of racing.
 *
 * The catalogue already stored is backfilled here: the words of each product_search row come from
 * its title and subtitle and its product document's skus, cut as the content module cut them when
 * this migration was written. That cutting is frozen below (a copy of shared/search-words.ts as
 * of 32eac9d), so this migration does what it did then whatever that live code becomes.
 */
import { type Kysely, sql } from 'kysely';

// ---- Frozen copy of api/src/shared/search-words.ts (32eac9d): what the backfill needs. Never edit.

const SEARCH_WORD_MAX_LENGTH = 64;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

function searchForm(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function charLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function wordsOf(text: string): string[] {
  return [...searchForm(text).matchAll(WORD)].map((match) => match[0]);
}

function productSearchWords(product: { title: string; subtitle?: string | null; skus: string[] }): string[] {
  const words = new Set<string>([...wordsOf(product.title), ...wordsOf(product.subtitle ?? '')]);
  for (const sku of product.skus) {
    const whole = searchForm(sku.trim());
    if (whole) words.add(whole);
    for (const part of wordsOf(sku)) words.add(part);
  }
  return [...words].filter((word) => charLength(word) <= SEARCH_WORD_MAX_LENGTH).sort();
}

// ---- End of the frozen copy.

export async function up(db: Kysely<unknown>): Promise<void> {
  // levenshtein_less_equal; PGlite loads the extension from its contrib build (platform/db/index.ts).
  await sql`create extension if not exists fuzzystrmatch`.execute(db);

  await sql`
    create table product_words (
      document_id text primary key references product_search (document_id) on delete cascade,
      words text[] not null
    )`.execute(db);

  // How many digits 0-9 a word holds. Each edit changes that by at most one, so a word without
  // digits is never compared with the many sku parts made of them ('x1234', '5824').
  await sql`
    create function search_word_digits(word text) returns integer
    language sql immutable parallel safe
    as $fn$ select length(regexp_replace(word, '[^0-9]', '', 'g')) $fn$`.execute(db);

  await sql`
    create table product_search_word (
      word text primary key,
      product_count integer not null check (product_count > 0),
      digit_count integer not null
    )`.execute(db);
  // A query word's candidates: the words within its allowed edits of its length and digit count.
  await sql`create index product_search_word_shape on product_search_word (length(word), digit_count)`.execute(db);

  await sql`
    create function rebuild_product_search_words() returns void
    language plpgsql as $fn$
    begin
      -- One rebuild at a time (readers are not blocked): two writers never race on the same words.
      lock table product_search_word in share row exclusive mode;
      with fresh as (
        select word, count(*)::integer as product_count
        from product_words, unnest(words) as word
        group by word
      ), upserted as (
        insert into product_search_word (word, product_count, digit_count)
        select word, product_count, search_word_digits(word) from fresh
        on conflict (word) do update set product_count = excluded.product_count
        where product_search_word.product_count <> excluded.product_count
      )
      delete from product_search_word w where not exists (select 1 from fresh f where f.word = w.word);
    end
    $fn$`.execute(db);

  await backfillWords(db);
  await sql`select rebuild_product_search_words()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists rebuild_product_search_words()`.execute(db);
  await sql`drop table if exists product_search_word`.execute(db);
  await sql`drop function if exists search_word_digits(text)`.execute(db);
  await sql`drop table if exists product_words`.execute(db);
  // fuzzystrmatch stays: other schemas of the same database may use it (as pg_trgm does).
}

const BACKFILL_BATCH = 500;

/** Words of the rows already in product_search, in batches (a catalogue of any size fits in memory). */
async function backfillWords(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{
      document_id: string;
      title: string;
      subtitle: string;
      sku: string;
      skus: string[] | null;
    }>`
      select s.document_id, s.title, s.subtitle, s.sku,
        (select array_agg(sku.value ->> 'sku') from jsonb_array_elements(
          case when jsonb_typeof(d.data -> 'skus') = 'array' then d.data -> 'skus' else '[]'::jsonb end
        ) as sku(value) where sku.value ->> 'sku' is not null) as skus
      from product_search s
      left join content_documents d on d.kind = 'product' and d.document_id = s.document_id
      where s.document_id > ${after}
      order by s.document_id
      limit ${BACKFILL_BATCH}`.execute(db);
    if (rows.length === 0) return;
    // Without its document (never expected) a row still has its own first sku.
    const wordsById = Object.fromEntries(
      rows.map((row) => [
        row.document_id,
        productSearchWords({ title: row.title, subtitle: row.subtitle, skus: row.skus ?? [row.sku] }),
      ]),
    );
    // One statement per batch: the words travel as one JSON object keyed by document id.
    await sql`
      insert into product_words (document_id, words)
      select v.document_id, array(select jsonb_array_elements_text(v.words))
      from jsonb_each(${JSON.stringify(wordsById)}::jsonb) as v(document_id, words)`.execute(db);
    after = rows[rows.length - 1]?.document_id ?? after;
  }
}
