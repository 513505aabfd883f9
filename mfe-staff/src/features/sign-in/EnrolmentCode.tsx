/**
 * The first sign-in: the new authenticator's secret as a QR code to scan (drawn here, from the
 * otpauth:// URI, by the qrcode library loaded only for this step) and as text to type in.
 */
import { useEffect, useState } from 'react';
import styles from './SignInPage.module.css';

/** The base32 secret of an otpauth:// URI, in groups of four for typing. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function EnrolmentCode({ otpauthUri }: { otpauthUri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (live) setSvg(drawn);
      });
    return () => {
      live = false;
    };
  }, [otpauthUri]);
  return (
    <div className={styles.enrol}>
      <p>Add the shop to your authenticator app: scan this code, or type the key below.</p>
      {svg ? (
        <img
          className={styles.qr}
          alt="QR code of your authenticator key"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        />
      ) : (
        <div className={styles.qr} aria-busy="true" />
      )}
      <p className={styles.secret}>
        Key: <code data-testid="totp-secret">{secretOf(otpauthUri)}</code>
      </p>
    </div>
  );
}
