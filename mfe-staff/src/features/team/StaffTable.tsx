/**
 * Every staff account: e-mail, role, state (invited, active, enrolled, disabled) and who added it
 * when, with the owner's actions per row. The owner's own row has none (the API refuses changing
 * yourself). An action opens its confirm panel in a row under the staffer; closing it gives the
 * focus back to the button that opened it.
 */
import { Fragment, useRef, useState } from 'react';
import { button } from 'shared-kit/buttons';
import table from '../../shared/ui/data-table.module.css';
import { formatDate } from '../../shared/ui/format';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { type StaffAction, StaffActionPanel } from './StaffActionPanel';
import { ROLE_LABELS, STATE_BADGES, stateOf } from './staff-states';
import styles from './TeamPage.module.css';
import type { StaffMember } from './team-api';

const COLUMNS = 5;

const ACTION_LABELS: Record<StaffAction, string> = {
  role: 'Change role',
  disable: 'Disable',
  enable: 'Enable',
  reset: 'Reset',
};

interface StaffTableProps {
  staff: StaffMember[];
  /** The signed-in owner: their row offers no actions. */
  myId: string;
  onChanged: () => void;
}

export function StaffTable({ staff, myId, onChanged }: StaffTableProps) {
  const [open, setOpen] = useState<{ id: string; action: StaffAction } | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const close = () => {
    const trigger = open && triggers.current.get(`${open.id}:${open.action}`);
    setOpen(null);
    // The trigger may have changed (Disable became Enable): fall back to the row's first button.
    requestAnimationFrame(() => {
      if (trigger?.isConnected) trigger.focus();
      else if (open) triggers.current.get(`${open.id}:role`)?.focus();
    });
  };
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Staff accounts</caption>
      <thead>
        <tr>
          <th scope="col">Staffer</th>
          <th scope="col">Role</th>
          <th scope="col">State</th>
          <th scope="col">Added</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {staff.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS} className={table.empty}>
              No staff accounts yet.
            </td>
          </tr>
        ) : null}
        {staff.map((member) => {
          const state = stateOf(member);
          const badge = STATE_BADGES[state];
          const mine = member.id === myId;
          const actions: StaffAction[] = ['role', state === 'disabled' ? 'enable' : 'disable', 'reset'];
          const isOpen = open?.id === member.id;
          return (
            <Fragment key={member.id}>
              <tr className={isOpen ? styles.openRow : undefined}>
                <td data-label="Staffer" className={styles.email}>
                  {/* Each cell holds one child: on a phone it is a grid of its label and its content. */}
                  <span>
                    {member.email}
                    {mine ? <span className={styles.you}> (you)</span> : null}
                  </span>
                </td>
                <td data-label="Role" className={styles.role}>
                  {ROLE_LABELS[member.role]}
                </td>
                <td data-label="State">
                  <div>
                    <StatusBadge label={badge.label} tone={badge.tone} />
                    <span className={styles.stateNote}>{badge.note}</span>
                  </div>
                </td>
                <td data-label="Added">
                  <div>
                    {formatDate(member.createdAt)}
                    <span className={styles.by}>by {member.createdBy}</span>
                  </div>
                </td>
                <td data-label="Actions">
                  {mine ? (
                    <span className={styles.stateNote}>Another owner changes your account</span>
                  ) : (
                    <div className={styles.rowActions}>
                      {actions.map((action) => (
                        <button
                          key={action}
                          type="button"
                          ref={(element) => {
                            if (element) triggers.current.set(`${member.id}:${action}`, element);
                          }}
                          className={`${button('text')} ${styles.rowAction}`}
                          aria-expanded={open?.id === member.id && open.action === action}
                          onClick={() => setOpen({ id: member.id, action })}
                        >
                          {ACTION_LABELS[action]}
                          <span className="visually-hidden"> {member.email}</span>
                        </button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
              {isOpen && open ? (
                <tr className={styles.panelRow}>
                  <td colSpan={COLUMNS} className={styles.panelCell}>
                    <StaffActionPanel
                      key={open.action}
                      member={member}
                      action={open.action}
                      onChanged={onChanged}
                      onClose={close}
                    />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
