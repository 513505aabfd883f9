/** Tables of the registrations module (Pro Deal applications and their documents); migration 009. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ApplicationStatus = 'Pending' | 'Approved' | 'Rejected';

export interface ProDealApplicationsTable {
  id: Generated<string>;
  user_id: string;
  status: ApplicationStatus;
  reason: string | null;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

export interface RegistrationDocumentsTable {
  id: Generated<string>;
  application_id: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  original_name: string;
  created_at: CreatedAt;
}

export type RegistrationTables = {
  pro_deal_applications: ProDealApplicationsTable;
  registration_documents: RegistrationDocumentsTable;
};
