/**
 * The FFL dealer firearms ship to (only with FFL items): the dealers remote's picker, lent through
 * the shell, fills the dealer form; every field stays editable, and typing a dealer in by hand works
 * as well.
 */
import { type ComponentType, lazy, Suspense, useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DealerLocation } from 'shared-contracts/api/dealers';
import { COUNTRY } from 'shared-contracts/domain/us-states';
import type { DealerInfo } from 'shared-contracts/schemas/checkout';
import { handleLinkClick } from 'shared-kit';
import type { FragmentSlotProps } from 'shared-kit/fragment-slot';
import styles from '../components/checkout-forms.module.css';
import { DealerFields } from '../components/DealerFields';
import { formatUsPhone } from '../phone';

// The slot for the dealers remote's picker comes only with an FFL cart: a cart without firearms
// loads nothing of it.
interface DealerPickerProps {
  zip: string;
  onChoose(dealer: DealerLocation): void;
}
const DealerPickerSlot = lazy(() =>
  import('shared-kit/fragment-slot').then((kit) => ({
    default: kit.FragmentSlot as ComponentType<FragmentSlotProps<DealerPickerProps>>,
  })),
);

export function DealerSection({ dealerForm, pickerZip }: { dealerForm: UseFormReturn<DealerInfo>; pickerZip: string }) {
  const chooseDealer = useChooseDealer(dealerForm);
  return (
    <section className={`${styles.section} ${styles.dealerSection}`} aria-labelledby="dealer-title">
      <h3 id="dealer-title" className={styles.sectionTitle}>
        FFL dealer
      </h3>
      <p className={styles.note}>
        Firearms ship only to a federally licensed (FFL) dealer, where you complete the transfer. Choose a dealer near
        you below or enter the dealer's details; you can also{' '}
        <a
          href="/dealer-locator"
          target="_blank"
          rel="noopener"
          onClick={(event) => handleLinkClick(event, '/dealer-locator', '_blank')}
        >
          open the dealer locator
        </a>
        .
      </p>
      {/* Lent by the dealers remote through the shell; nothing shows if it cannot load. */}
      <Suspense fallback={null}>
        <DealerPickerSlot id="dealers/dealer-picker" props={{ zip: pickerZip, onChoose: chooseDealer }} />
      </Suspense>
      <DealerFields
        register={dealerForm.register}
        errors={dealerForm.formState.errors}
        defaults={dealerForm.formState.defaultValues as Partial<DealerInfo>}
      />
    </section>
  );
}

/** A dealer chosen in the picker fills the dealer form (validated, as if typed). */
function useChooseDealer(dealerForm: UseFormReturn<DealerInfo>) {
  return useCallback(
    (dealer: DealerLocation) => {
      const fill = (name: keyof DealerInfo, value: string | null) =>
        dealerForm.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
      fill('dealerName', dealer.name);
      fill('dealerAddress', [dealer.address1, dealer.address2].filter(Boolean).join(', '));
      fill('dealerEmail', dealer.email ?? '');
      fill('dealerPhone', formatUsPhone(dealer.phoneNumber));
      fill('dealerCity', dealer.city);
      fill('dealerState', dealer.state);
      fill('dealerZip', dealer.zip);
      fill('dealerCountry', COUNTRY.code);
      // The directory dealer chosen: the server reads its SOT status, which an NFA line needs (issue 30).
      fill('dealerId', dealer.id);
    },
    [dealerForm],
  );
}
