/**
 * The media library's Product Image Request (001 section 5): every required field says
 * '{Label} is required' in the words of its label (First name, Last name, email address,
 * I'm looking for), the same messages the API answers with (one shared schema).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageRequestForm } from '../src/features/content-pages/ImageRequestForm';

describe('image request form', () => {
  it("names each missing field by its label: 'Email address is required', 'I'm looking for is required'", async () => {
    render(<ImageRequestForm title="Product Image Request" content="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email address is required')).toBeTruthy();
    expect(screen.getByText("I'm looking for is required")).toBeTruthy();
    expect(screen.getByText('Please complete the captcha')).toBeTruthy();
    expect(screen.getByLabelText('email address').getAttribute('aria-invalid')).toBe('true');
  });

  it("an e-mail without a domain: 'Email address must be a valid email address'", async () => {
    render(<ImageRequestForm title="Product Image Request" content="" />);
    fireEvent.input(screen.getByLabelText('email address'), { target: { value: 'ada@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Email address must be a valid email address')).toBeTruthy();
  });
});
