/**
 * The inboxes' calls (issue 29 item 6): image requests and product registrations, listed open,
 * handled or all (newest first, paged), and marked handled once (a second attempt answers 409
 * naming who handled it and when). The answers' shapes are shared-contracts/api/staff-inbox.
 */
import type { StaffImageRequest, StaffInboxPage, StaffProductRegistration } from 'shared-contracts/api/staff-inbox';
import type { InboxState } from 'shared-contracts/schemas/staff-inbox';
import { staffCall } from '../../shared/api/staff-api';
import type { SegmentedOption } from '../../shared/ui/SegmentedSwitch';

export type InboxKind = 'image-requests' | 'product-registrations';
export const INBOX_KINDS: ReadonlyArray<SegmentedOption<InboxKind>> = [
  { value: 'image-requests', label: 'Image requests' },
  { value: 'product-registrations', label: 'Product registrations' },
];

export interface InboxItems {
  'image-requests': StaffImageRequest;
  'product-registrations': StaffProductRegistration;
}

/** Rows of one page: small enough to read on a phone, the API allows up to 200. */
export const INBOX_PAGE_SIZE = 25;

export function listInbox<K extends InboxKind>(kind: K, state: InboxState, page: number) {
  return staffCall<StaffInboxPage<InboxItems[K]>>(`/staff/inbox/${kind}`, {
    query: { state, page, pageSize: INBOX_PAGE_SIZE },
  });
}

export function markHandled<K extends InboxKind>(kind: K, id: string) {
  return staffCall<InboxItems[K]>(`/staff/inbox/${kind}/${encodeURIComponent(id)}/handled`, { method: 'POST' });
}
