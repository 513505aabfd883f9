/**
 * The checkout's title, and for a visitor not signed in the offer to sign in. Drawn for nobody
 * (server, hydration), the offer is hidden from a visitor the shell's page marked as signed in
 * before its first paint (CheckoutPage.module.css), so it does not show and then go.
 */
import { handleLinkClick } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import styles from '../CheckoutPage.module.css';

export function CheckoutHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>Checkout</h1>
      {!signedIn && (
        <p className={styles.signIn}>
          <span>Have an account?</span>
          <a
            href="/login?returnTo=%2Fcheckout"
            className={button('secondary', { size: 'xl' })}
            onClick={(event) => handleLinkClick(event, '/login?returnTo=%2Fcheckout')}
          >
            Sign in
          </a>
        </p>
      )}
    </header>
  );
}
