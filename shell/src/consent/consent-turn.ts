/**
 * The consent dialog's place in the shop's modal queue (shared-kit/modal-queue): it goes
 * first. The shell queues it at boot, before any remote's page is mounted, so a page that opens a
 * modal of its own on a first visit (the limited-edition promotion) waits until the visitor has
 * answered, instead of opening on top of the consent dialog.
 */
import { requestModalTurn } from 'shared-kit/modal-queue';
import { consent } from './consent-store';

export const CONSENT_MODAL_ID = 'shell:consent';
/** Ahead of every other modal (their default priority is higher). */
export const CONSENT_MODAL_PRIORITY = 0;

/** The checkout's routes (route-table.html): its two steps and the confirmation. */
export const PAYING_PATHS = /^\/(checkout|confirm)(\/|$)/;

/** At boot, after the stored answer is read: holds the first turn while the visitor has not answered. */
export function queueConsentFirst(pathname = window.location.pathname): void {
  if (consent.get() || PAYING_PATHS.test(pathname)) return;
  requestModalTurn(CONSENT_MODAL_ID, CONSENT_MODAL_PRIORITY);
}
