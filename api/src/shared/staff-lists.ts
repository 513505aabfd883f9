/**
 * What the back office's lists share (issue 29, item 6), so each module's queries and views keep
 * only their own tables and fields: one page of rows with the total, and for the Pro Deal and
 * dealer applications the applicant's columns, who decided (from the audit log) and the view of an
 * application with its private documents (storage keys stay inside the API).
 */
import { type SelectQueryBuilder, sql } from 'kysely';
import type {
  StaffApplicationBase,
  StaffApplicationDocument,
  StaffApplicationPage,
} from 'shared-contracts/api/staff-inbox';
import type { StaffApplicationListQuery } from 'shared-contracts/schemas/staff-inbox';
import type { ApplicationStatus } from '../platform/db/tables/registrations';

export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * One page of `base` as `select` picks its columns, ordered by `createdAt` then `id` (the stable
 * tie-break) in `order`, with how many rows `base` holds in all.
 */
export async function pageOfRows<DB, TB extends keyof DB, Base, O>(
  base: SelectQueryBuilder<DB, TB, Base>,
  select: (query: SelectQueryBuilder<DB, TB, Base>) => SelectQueryBuilder<DB, TB, O>,
  order: { createdAt: string; id: string; direction: 'asc' | 'desc' },
  query: PageQuery,
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    select(base)
      .orderBy(sql.ref(order.createdAt), order.direction)
      .orderBy(sql.ref(order.id), order.direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    // Kysely cannot resolve the selection's type over a generic table list: it is `{ n }`, as selected.
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// ---- applications (the application as `a`, its applicant as `u`) -------------------------------

/** The application's own columns, as both programmes keep them. */
export const APPLICATION_COLUMNS = [
  'a.id',
  'a.status',
  'a.reason',
  'a.created_at',
  'a.decided_at',
  'a.user_id',
] as const;

/** The applicant's columns (never a password hash: columns are named). */
export const APPLICANT_COLUMNS = ['u.email', 'u.first_name', 'u.last_name', 'u.phone', 'u.email_verified_at'] as const;

/** Who decided application `a`: the actor of its newest `<objectType>.decided` audit entry. */
export const decidedBy = (objectType: 'prodeal-application' | 'dealer-application') =>
  sql<string | null>`(select s.actor from staff_audit s
          where s.object_type = ${sql.lit(objectType)} and s.object_id = a.id::text
            and s.action = ${sql.lit(`${objectType}.decided`)} order by s.at desc, s.id desc limit 1)`.as('decided_by');

/** Pending applications oldest first (the queue is worked in order), any other list newest first. */
export const applicationOrder = (status: ApplicationStatus | undefined) =>
  ({ createdAt: 'a.created_at', id: 'a.id', direction: status === 'Pending' ? 'asc' : 'desc' }) as const;

export interface ApplicationRow {
  id: string;
  status: ApplicationStatus;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email_verified_at: Date | string | null;
}

export interface ApplicationDocumentRow {
  id: string;
  application_id: string;
  original_name: string;
  content_type: string;
  size_bytes: number | string | bigint;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The decision and the applicant, as every application shows them. */
export function applicationBaseView(row: ApplicationRow): StaffApplicationBase {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    decidedBy: row.decided_by,
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    emailVerified: row.email_verified_at !== null,
  };
}

/** A document as answered; with the row's `kind` when it has one (the dealer's FFL or SOT). */
export type ApplicationDocumentView<Doc> = StaffApplicationDocument &
  (Doc extends { kind: infer Kind } ? { kind: Kind } : unknown);

/** A document by name, type and size with the staff URL that shows it. */
function documentView<Doc extends ApplicationDocumentRow & { kind?: unknown }>(
  doc: Doc,
  url: string,
): ApplicationDocumentView<Doc> {
  return {
    id: doc.id,
    ...(doc.kind === undefined ? {} : { kind: doc.kind }),
    name: doc.original_name,
    contentType: doc.content_type,
    sizeBytes: Number(doc.size_bytes),
    uploadedAt: iso(doc.created_at),
    url,
  } as ApplicationDocumentView<Doc>;
}

export interface ApplicationSource<Row extends ApplicationRow, Doc extends ApplicationDocumentRow, App> {
  list(filter: { status: ApplicationStatus | undefined } & PageQuery): Promise<{ rows: Row[]; total: number }>;
  documentsOf(applicationIds: string[]): Promise<Doc[]>;
  /** The staff route that streams one document. */
  documentUrl(applicationId: string, documentId: string): string;
  /** The application as answered, from its row and its documents' views. */
  view(row: Row, documents: ApplicationDocumentView<Doc>[]): App;
}

/** A page of applications of one programme, each with its documents. */
export async function staffApplicationPage<Row extends ApplicationRow, Doc extends ApplicationDocumentRow, App>(
  query: StaffApplicationListQuery,
  source: ApplicationSource<Row, Doc, App>,
): Promise<StaffApplicationPage<App>> {
  const status = query.status;
  const { rows, total } = await source.list({
    status: status === 'all' ? undefined : status,
    page: query.page,
    pageSize: query.pageSize,
  });
  const documents = await source.documentsOf(rows.map((row) => row.id));
  return {
    status,
    total,
    page: query.page,
    pageSize: query.pageSize,
    applications: rows.map((row) =>
      source.view(
        row,
        documents
          .filter((doc) => doc.application_id === row.id)
          .map((doc) => documentView(doc, source.documentUrl(row.id, doc.id))),
      ),
    ),
  };
}
