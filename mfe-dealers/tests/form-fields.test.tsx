/**
 * One stylesheet for the form fields of the dealers remote (issue 32 item 27): the registration
 * form, the locator's search and the picker lent to checkout dress their inputs with the same
 * classes (shared/forms/fields.module.css), the picker in its compact size.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocatorSearchForm } from '../src/features/locator/LocatorSearchForm';
import { TextInput } from '../src/features/registration/RegistrationFields';
import DealerPicker from '../src/fragments/DealerPicker';
import fields from '../src/shared/forms/fields.module.css';

const registration = { name: 'company', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

describe('form fields of the dealers remote', () => {
  it('registration, locator and picker inputs carry the one stylesheet of fields', () => {
    render(
      <>
        <TextInput label="Company" registration={registration} />
        <LocatorSearchForm onSearch={() => {}} />
        <DealerPicker zip="" onChoose={() => {}} />
      </>,
    );
    const inputs = [
      screen.getByLabelText('Company'),
      screen.getByLabelText('Zip Code'),
      screen.getByLabelText('Near zip code'),
    ];
    for (const input of inputs) expect(input.classList.contains(fields.input as string)).toBe(true);
    expect(screen.getByText('Company').classList.contains(fields.label as string)).toBe(true);
    expect(screen.getByLabelText('Near zip code').closest(`.${fields.compact}`)).not.toBeNull();
    expect(screen.getByLabelText('Zip Code').closest(`.${fields.compact}`)).toBeNull();
  });
});
