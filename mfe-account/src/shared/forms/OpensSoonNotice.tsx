import { BRAND } from 'shared-contracts';
import { FormNotice } from './FormNotice';

/**
 * Said instead of pretending: the form checked out, but the account service behind it is switched on
 * in a coming release. Nothing was sent.
 */
export function OpensSoonNotice({ what }: { what: string }) {
  return (
    <FormNotice>
      <p>
        <strong>{what} opens soon.</strong> Customer accounts are being switched on; nothing was sent yet.
      </p>
      <p>
        Until then you can shop and check out as a guest. Questions:{' '}
        <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
      </p>
    </FormNotice>
  );
}
