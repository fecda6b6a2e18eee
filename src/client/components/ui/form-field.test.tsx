import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';
import { Textarea } from './textarea';

describe('FormField', () => {
  it('names its control with the label, and a click on the label focuses it', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Customer name">
        <Input />
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'Customer name' });
    await user.click(screen.getByText('Customer name'));

    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control with its hint', () => {
    render(
      <FormField label="Phone" hint="A UK mobile or landline">
        <Input type="tel" />
      </FormField>,
    );

    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('A UK mobile or landline');
  });

  it('marks the control invalid and reads the error with it, after the hint', () => {
    render(
      <FormField label="Email" hint="For the written quote" error="Enter a valid email address">
        <Input type="email" />
      </FormField>,
    );

    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For the written quote Enter a valid email address');
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
  });

  it('drops the error wiring once the error is gone', () => {
    const { rerender } = render(
      <FormField label="Job description" error="Describe the job">
        <Textarea />
      </FormField>,
    );
    expect(screen.getByLabelText('Job description')).toBeInvalid();

    rerender(
      <FormField label="Job description">
        <Textarea />
      </FormField>,
    );

    const textarea = screen.getByLabelText('Job description');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Describe the job')).not.toBeInTheDocument();
  });

  it('gives each field its own label, even with the same text twice on a page', () => {
    render(
      <>
        <FormField label="Note" error="Too long">
          <Textarea />
        </FormField>
        <FormField label="Note">
          <Textarea />
        </FormField>
      </>,
    );

    const [first, second] = screen.getAllByLabelText('Note');
    expect(first).not.toBe(second);
    expect(first).toHaveAccessibleDescription('Too long');
    expect(second).toHaveAccessibleDescription('');
  });

  it('keeps a hidden label as the name', () => {
    render(
      <FormField label="Search leads" hideLabel>
        <Input type="search" />
      </FormField>,
    );

    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toBeVisible();
    expect(screen.getByText('Search leads')).toHaveClass('sr-only');
  });

  it('uses a given id, so a link elsewhere can point at the control', () => {
    render(
      <FormField id="business-phone" label="Business phone">
        <Input />
      </FormField>,
    );

    expect(screen.getByLabelText('Business phone')).toHaveAttribute('id', 'business-phone');
  });
});
