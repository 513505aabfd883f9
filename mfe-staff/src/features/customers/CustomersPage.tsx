/**
 * /staff/customers (issue 29 item 5): look a customer up by e-mail or name; each match with their
 * orders (each opens the order's page), saved addresses, newsletter and Pro Deal state. The search
 * lives in the address (?q=), so back and a shared link show the same answer.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { problemText } from '../../shared/api/staff-api';
import { StaffPage } from '../../shared/layout/StaffPage';
import { Notice } from '../../shared/ui/Notice';
import { CustomerCard } from './CustomerCard';
import { CustomerSearch } from './CustomerSearch';
import styles from './customers.module.css';
import { CUSTOMER_LOOKUP_LIMIT, type Customer, findCustomers } from './customers-api';

function foundText(count: number, q: string): string {
  if (count === 0) return `No customer matches “${q}”.`;
  const found = count === 1 ? '1 customer matches' : `${count} customers match`;
  const more = count >= CUSTOMER_LOOKUP_LIMIT ? ' (the first ones only: narrow the search)' : '';
  return `${found} “${q}”${more}.`;
}

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [found, setFound] = useState<{ q: string; customers: Customer[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setFound(null);
    setProblem(null);
    if (q.trim().length < 2) return;
    let current = true;
    findCustomers(q)
      .then((customers) => current && setFound({ q, customers }))
      .catch((error) => current && setProblem(problemText(error)));
    return () => {
      current = false;
    };
  }, [q]);

  const search = (next: string) => setParams(next ? { q: next } : {});
  const waiting = q.trim().length >= 2 && !found && !problem;

  return (
    <StaffPage
      title="Customers"
      lead="Look a customer up by e-mail or name: their orders, addresses, newsletter and Pro Deal."
    >
      <CustomerSearch q={q} onSearch={search} />
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {waiting ? <p aria-busy="true">Looking up…</p> : null}
      <div aria-live="polite">
        {found ? <p className={styles.found}>{foundText(found.customers.length, found.q)}</p> : null}
      </div>
      {found?.customers.map((customer) => (
        <CustomerCard key={customer.id} customer={customer} />
      ))}
    </StaffPage>
  );
}
