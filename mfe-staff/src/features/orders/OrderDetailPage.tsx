/**
 * /staff/orders/:id: one order whole (lines, addresses, dealer and its FFL checks, payment and
 * refunds, shipments, internal notes, the timeline) and the actions its state allows to the
 * staffer's role (order-actions.ts), each with its outcome beside it; the order is read again after
 * every action.
 */
import { Link, useLocation, useParams } from 'react-router-dom';
import { button } from 'shared-kit/buttons';
import { StaffPage } from '../../shared/layout/StaffPage';
import { useCan } from '../../shared/session/staff-session';
import { formatDateTime, orderNumber } from '../../shared/ui/format';
import { Notice } from '../../shared/ui/Notice';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { AddressesSection } from './AddressesSection';
import { CancelAction } from './CancelAction';
import { DealerSection } from './DealerSection';
import { LinesSection } from './LinesSection';
import { NotesSection } from './NotesSection';
import styles from './OrderDetailPage.module.css';
import { centsLeftToRefund, orderActions } from './order-actions';
import { statusTone } from './order-status';
import { getOrder } from './orders-api';
import { PaymentSection } from './PaymentSection';
import { ShipmentsSection } from './ShipmentsSection';
import { ReleaseAtfAction, ResendConfirmationAction } from './SimpleActions';
import { TimelineSection } from './TimelineSection';
import { useLoaded } from './use-loaded';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const can = useCan();
  const loaded = useLoaded(() => getOrder(id), id);
  const order = loaded.data && String(loaded.data.id) === id ? loaded.data : null;
  const listSearch = (location.state as { list?: string } | null)?.list ?? '';
  const back = (
    <Link to={`/staff/orders${listSearch}`} className={button('outline')}>
      All orders
    </Link>
  );
  const title = `Order ${/^\d{1,10}$/.test(id) ? orderNumber(Number(id)) : id.slice(0, 20)}`;

  if (!order) {
    const notFound = loaded.problemStatus === 404;
    return (
      <StaffPage title={notFound ? 'Order not found' : title} actions={back}>
        {loaded.problem ? (
          <Notice tone="error">{notFound ? 'There is no order with this number.' : loaded.problem}</Notice>
        ) : (
          <div className={styles.pending} aria-busy="true" />
        )}
      </StaffPage>
    );
  }

  const actions = orderActions(order, can);
  const reload = loaded.reload;
  return (
    <StaffPage
      title={`Order ${orderNumber(order.id)}`}
      lead={
        <span className={styles.lead}>
          <StatusBadge label={order.status} tone={statusTone(order.status)} />
          <span>Placed {formatDateTime(order.createdAt)}</span>
          <span>{order.customer.name ?? order.customer.email}</span>
        </span>
      }
      actions={back}
    >
      {loaded.problem ? <Notice tone="error">{loaded.problem}</Notice> : null}
      <div className={styles.toolbar}>
        <ReleaseAtfAction orderId={order.id} available={actions.releaseAtf} reload={reload} />
        <ResendConfirmationAction orderId={order.id} available={actions.resendConfirmation} reload={reload} />
        <CancelAction
          orderId={order.id}
          amountLeft={centsLeftToRefund(order) / 100}
          available={actions.cancel}
          reload={reload}
        />
      </div>
      <div className={styles.columns}>
        <div className={styles.column}>
          <LinesSection order={order} />
          <ShipmentsSection order={order} available={actions.ship} reload={reload} />
          <PaymentSection order={order} available={actions.refund} reload={reload} />
          <TimelineSection order={order} />
        </div>
        <div className={styles.column}>
          <AddressesSection order={order} />
          <DealerSection order={order} actions={actions} reload={reload} />
          <NotesSection order={order} available={actions.note} reload={reload} />
        </div>
      </div>
    </StaffPage>
  );
}
