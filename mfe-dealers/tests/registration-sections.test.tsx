/**
 * DealerRegistrationForm split into named sections (issue 32 item 24): the form reads in the order
 * of 001 section 3, and the sections that depend on a checkbox still follow it (the behaviour
 * tests with the real API are in registration.test.tsx).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealerRegistrationForm } from '../src/features/registration/DealerRegistrationForm';

const section = (legend: string) => screen.getByRole('group', { name: legend });

describe('dealer registration sections', () => {
  it('reads company, contact and account, shipping, billing, locator, FFL / SOT, then captcha and submit', () => {
    const { container } = render(<DealerRegistrationForm />);
    const legends = Array.from(container.querySelectorAll('legend')).map((legend) => legend.textContent);
    expect(legends).toEqual([
      'Company',
      'Contact and account',
      'Shipping address',
      'Billing address',
      'Dealer locator',
      'FFL / SOT',
    ]);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeTruthy();
  });

  it('each address block shows its fields when its checkbox asks for them', async () => {
    render(<DealerRegistrationForm />);
    expect(within(section('Billing address')).queryByLabelText(/Street Address/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Use this address for billing'));
    expect(await within(section('Billing address')).findByLabelText(/Street Address/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Use this address in the dealer locator'));
    expect(await within(section('Dealer locator')).findByLabelText(/Street Address/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('I hold an FFL / SOT'));
    expect(await within(section('FFL / SOT')).findByLabelText(/FFL Number/)).toBeTruthy();
  });
});
