/**
 * The cart's lines that cannot ship to the addresses given (from the payment checks or the
 * server's answer to the order) and their modal: shown until the shopper removes them or goes back
 * to change the address.
 */
import { useCallback, useState } from 'react';
import { type CartLine, notify } from 'shared-contracts';
import { removeItems } from '../../../shared/cart-actions';
import { navigate } from '../../../shared/location';
import { type LineRefusals, NO_REFUSALS } from '../compliance/compliance-api';

export const RESTRICTED_REMOVED_TOAST = 'All restricted items have been removed from your cart';
export const ALL_ITEMS_REMOVED_TOAST = 'All Items have been removed from your cart';

export function useRestrictedItems() {
  const [restricted, setRestricted] = useState<CartLine[]>([]);
  const [reasons, setReasons] = useState<LineRefusals>(NO_REFUSALS);
  const [modalOpen, setModalOpen] = useState(false);

  /** The checks found these lines restricted (with the compliance rules' reasons, when known): list them and open the modal. */
  const showRestricted = useCallback((items: CartLine[], why: LineRefusals = NO_REFUSALS) => {
    setRestricted(items);
    setReasons(why);
    setModalOpen(true);
  }, []);
  const clearRestricted = useCallback(() => {
    setRestricted([]);
    setReasons(NO_REFUSALS);
  }, []);
  const openModal = useCallback(() => setModalOpen(true), []);
  const closeModal = useCallback(() => setModalOpen(false), []);

  const removeRestricted = async () => {
    try {
      const after = await removeItems(restricted);
      setRestricted([]);
      setReasons(NO_REFUSALS);
      setModalOpen(false);
      notify.emit({ type: 'success', message: RESTRICTED_REMOVED_TOAST });
      if (after.items.length === 0) {
        notify.emit({ type: 'warning', message: ALL_ITEMS_REMOVED_TOAST });
        navigate('/');
      }
    } catch {
      // The shared error handler showed the server's message; the modal stays open.
    }
  };

  return { restricted, reasons, modalOpen, showRestricted, clearRestricted, openModal, closeModal, removeRestricted };
}
