/**
 * /staff/orders: every order, newest first, filtered by status, placed dates, FFL or not and a
 * search (order number, e-mail or name), a page at a time. The filters and the page live in the
 * URL's query, so a reload or a shared link shows the same list.
 */
import { useSearchParams } from 'react-router-dom';
import { STAFF_ORDER_LIMITS } from 'shared-contracts/schemas/staff-orders';
import { StaffPage } from '../../shared/layout/StaffPage';
import { Notice } from '../../shared/ui/Notice';
import { Pager } from '../../shared/ui/Pager';
import { OrderFilters } from './OrderFilters';
import styles from './OrdersPage.module.css';
import { OrdersTable } from './OrdersTable';
import { apiQueryOf, filtersFrom, hasFilters, type OrderFilterValues, pageFrom, searchFor } from './order-filters';
import { listOrders } from './orders-api';
import { useLoaded } from './use-loaded';

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  const query = apiQueryOf(filters, page);
  const list = useLoaded(() => listOrders(query), JSON.stringify(query));
  const show = (next: OrderFilterValues, nextPage = 1) => setParams(searchFor(next, nextPage));

  return (
    <StaffPage title="Orders" lead="Newest first. Open an order to ship, check its FFL, cancel or refund it.">
      <OrderFilters filters={filters} onApply={(next) => show(next)} />
      {list.problem ? <Notice tone="error">{list.problem}</Notice> : null}
      <div className={styles.list} aria-busy={list.loading}>
        {list.data ? <OrdersTable orders={list.data.orders} filtered={hasFilters(filters)} /> : null}
      </div>
      {list.data && list.data.total > 0 ? (
        <Pager
          page={page}
          pageSize={list.data.pageSize ?? STAFF_ORDER_LIMITS.pageSizeDefault}
          total={list.data.total}
          noun="orders"
          onPage={(next) => show(filters, next)}
        />
      ) : null}
    </StaffPage>
  );
}
