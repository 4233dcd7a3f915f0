import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithSite } from 'shared-contracts/testing/render';
import { CheckField, FieldGroup, InputField, SelectField, TextAreaField } from './Field';
import type { Translate } from './text';

afterEach(() => cleanup());

/** What a screen reader reads after an element's name: the texts its aria-describedby names, in order. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const classes = (element: HTMLElement) => [...element.classList];

const t: Translate = (key, options) =>
  key === 'validation.too_young'
    ? `At least ${String(options?.min_age)}`
    : key === 'validation.not_allowed'
      ? 'No'
      : key;

describe('the field kit', () => {
  test('a field is named by its label, described by its hint; valid, it is not marked invalid', () => {
    renderWithSite(<InputField label="E-mail" type="email" hint="We never show it" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(classes(input)).toEqual(expect.arrayContaining(['form-control']));
    expect(classes(input)).not.toContain('is-invalid');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(description(input)).toBe('We never show it');
  });

  test('a message in words marks the control invalid and describes it after the hint; the note follows', () => {
    renderWithSite(
      <InputField label="Name" hint="As others see it" error="Too long" note={<a href="/help">Help</a>} />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(classes(input)).toEqual(expect.arrayContaining(['form-control', 'is-invalid']));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('As others see it Too long');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Help' })).toBeTruthy();
  });

  test('a message key is put in words with the form’s t and the site’s minimum age; announced, it is an alert', () => {
    renderWithSite(
      <SelectField label="Age" message="too_young" t={t} announceError>
        <option value="">Choose</option>
      </SelectField>,
      { settings: { minimum_age: 21 } },
    );
    expect(description(screen.getByRole('combobox', { name: 'Age' }))).toBe('At least 21');
    expect(screen.getByRole('alert').textContent).toBe('At least 21');
  });

  test('the control’s own describedby and classes are kept beside the kit’s', () => {
    renderWithSite(
      <>
        <p id="what">What goes</p>
        <TextAreaField label="Note" aria-describedby="what" className="font-monospace" error="Required" />
      </>,
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(classes(note)).toEqual(expect.arrayContaining(['form-control', 'is-invalid', 'font-monospace']));
    expect(description(note)).toBe('Required What goes');
  });

  test('a select takes its options as a list too', () => {
    renderWithSite(<SelectField label="Kind" options={[{ value: 'a', label: 'A' }]} defaultValue="a" />);
    expect(screen.getByRole('option', { name: 'A' })).toBeTruthy();
  });

  test('spread or passed as registration, register works the same; the first field in error takes the focus', async () => {
    const onValid = jest.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm({ defaultValues: { email: '', terms: false } });
      return (
        <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
          <InputField
            label="E-mail"
            error={formState.errors.email ? 'Required' : null}
            {...register('email', { required: true })}
          />
          <CheckField
            label="I accept"
            error={formState.errors.terms ? 'Accept' : null}
            registration={register('terms', { required: true })}
          />
          <button type="submit">Go</button>
        </form>
      );
    }
    renderWithSite(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' })));
    expect(description(screen.getByRole('checkbox', { name: 'I accept' }))).toBe('Accept');
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'a@b.c' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'a@b.c', terms: true });
  });

  test('a group of radios is a fieldset named by its legend and described by its message', () => {
    renderWithSite(
      <FieldGroup id="reason" legend="Why?" error="Choose one">
        <CheckField type="radio" name="reason" value="a" label="A" frameClassName="form-check" invalid />
      </FieldGroup>,
    );
    expect(description(screen.getByRole('group', { name: 'Why?' }))).toBe('Choose one');
    expect(classes(screen.getByRole('radio', { name: 'A' }))).toEqual(expect.arrayContaining(['is-invalid']));
  });
});
