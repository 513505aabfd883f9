/**
 * /staff/inventory (issue 29 item 4): stock per SKU with search and a low-stock filter, paged; per
 * SKU its adjustment history and, for roles with inventory.adjust, an adjustment form. The filters
 * live in the address, so back and forward and a shared link show the same list.
 */
import { Fragment, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STAFF_ORDER_LIMITS } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { StaffPage } from '../../shared/layout/StaffPage';
import { useCan } from '../../shared/session/staff-session';
import table from '../../shared/ui/data-table.module.css';
import { Notice } from '../../shared/ui/Notice';
import { Pager } from '../../shared/ui/Pager';
import { type BadgeTone, StatusBadge } from '../../shared/ui/StatusBadge';
import { InventorySearch } from './InventorySearch';
import styles from './inventory.module.css';
import { type AdjustmentSaved, listStock, type StockFilters, type StockItem, type StockPage } from './inventory-api';
import { SkuPanel } from './SkuPanel';

type PanelMode = 'adjust' | 'history';

function filtersOf(params: URLSearchParams): StockFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    lowStock: params.get('low') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function stockState(qty: number): { label: string; tone: BadgeTone } {
  if (qty <= 0) return { label: 'Out of stock', tone: 'bad' };
  if (qty <= STAFF_ORDER_LIMITS.lowStockDefault) return { label: 'Low', tone: 'waiting' };
  return { label: 'In stock', tone: 'good' };
}

export function InventoryPage() {
  const can = useCan();
  const mayAdjust = can('inventory.adjust');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [list, setList] = useState<StockPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<{ sku: string; mode: PanelMode } | null>(null);

  const { q, lowStock, page } = filters;
  useEffect(() => {
    let current = true;
    listStock({ q, lowStock, page })
      .then((answer) => {
        if (!current) return;
        setList(answer);
        setProblem(null);
      })
      .catch((error) => current && setProblem(problemText(error)));
    return () => {
      current = false;
    };
  }, [q, lowStock, page]);

  const show = (next: Partial<StockFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.lowStock) search.set('low', '1');
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
    setOpen(null);
  };
  // The row keeps its place (even when it no longer matches "low stock only") until the next search.
  const saved = ({ sku, qtyOnHand }: AdjustmentSaved) =>
    setList((now) => (now ? { ...now, items: now.items.map((i) => (i.sku === sku ? { ...i, qtyOnHand } : i)) } : now));
  const toggle = (sku: string, mode: PanelMode) =>
    setOpen((now) => (now?.sku === sku && now.mode === mode ? null : { sku, mode }));

  return (
    <StaffPage title="Inventory" lead="Stock on hand per SKU, its adjustments and why they were made.">
      <InventorySearch q={q} lowStock={lowStock} onSearch={show} />
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {list ? (
        <>
          <table className={table.table}>
            <caption className="visually-hidden">Stock per SKU</caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Product</th>
                <th scope="col" className={table.numeric}>
                  On hand
                </th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.length === 0 ? (
                <tr>
                  <td colSpan={5} className={table.empty}>
                    {q || lowStock ? 'No SKU matches these filters.' : 'No SKUs yet.'}
                  </td>
                </tr>
              ) : null}
              {list.items.map((item) => (
                <Fragment key={item.sku}>
                  <StockRow item={item} open={open} mayAdjust={mayAdjust} onToggle={toggle} />
                  {open?.sku === item.sku ? (
                    <tr className={styles.panelRow}>
                      <td colSpan={5} id={panelId(item.sku)} className={styles.panelCell} data-label="">
                        <SkuPanel sku={item.sku} adjust={open.mode === 'adjust' && mayAdjust} onSaved={saved} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
          <Pager
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            noun="SKUs"
            onPage={(next) => show({ page: next })}
          />
        </>
      ) : problem ? null : (
        <p aria-busy="true">Loading the stock…</p>
      )}
    </StaffPage>
  );
}

const panelId = (sku: string) => `sku-panel-${sku}`;

function StockRow({
  item,
  open,
  mayAdjust,
  onToggle,
}: {
  item: StockItem;
  open: { sku: string; mode: PanelMode } | null;
  mayAdjust: boolean;
  onToggle: (sku: string, mode: PanelMode) => void;
}) {
  const state = stockState(item.qtyOnHand);
  const expanded = (mode: PanelMode) => open?.sku === item.sku && open.mode === mode;
  return (
    <tr>
      <td data-label="SKU" className={styles.sku}>
        {item.sku}
      </td>
      <td data-label="Product">{item.productName ?? '—'}</td>
      <td data-label="On hand" className={`${table.numeric} ${styles.qty}`}>
        {item.qtyOnHand}
      </td>
      <td data-label="State">
        <StatusBadge label={state.label} tone={state.tone} />
      </td>
      <td data-label="Actions">
        <div className={styles.rowActions}>
          {mayAdjust ? (
            <button
              type="button"
              className={button('outline')}
              aria-expanded={expanded('adjust')}
              aria-controls={expanded('adjust') ? panelId(item.sku) : undefined}
              onClick={() => onToggle(item.sku, 'adjust')}
            >
              Adjust<span className="visually-hidden"> {item.sku}</span>
            </button>
          ) : null}
          <button
            type="button"
            className={button('text')}
            aria-expanded={expanded('history')}
            aria-controls={expanded('history') ? panelId(item.sku) : undefined}
            onClick={() => onToggle(item.sku, 'history')}
          >
            History<span className="visually-hidden"> {item.sku}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
