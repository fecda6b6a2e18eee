import { describe, expect, it } from 'vitest';
import { redactPersonalDetails } from './redact-personal-details';

describe('redactPersonalDetails', () => {
  it.each([
    ['Call me on 07700 900123 after 5', 'Call me on [phone] after 5'],
    ['Ring +44 (0)7700 900 123 please', 'Ring [phone] please'],
    ['landline 0117-496-0123.', 'landline [phone].'],
    ['Email jo.bloggs+jobs@example.co.uk for photos', 'Email [email] for photos'],
    ['We are at BS1 4DJ, near the park', 'We are at [postcode], near the park'],
    ['Flat above 14 Elm Road needs a new lock', 'Flat above [address] needs a new lock'],
    ['3a Upper Church Street, the blue door', '[address], the blue door'],
  ])('cleans %j', (text, expected) => {
    expect(redactPersonalDetails(text)).toBe(expected);
  });

  it('keeps the job: measurements, quantities, dates and times are not phone numbers', () => {
    const text = 'Decking about 4 m by 3 m, 2 doors, 12 tiles at 300 x 600 mm, before 14/03/2026, 10-12 am';
    expect(redactPersonalDetails(text)).toBe(text);
  });

  it("removes the lead's own name, phone, email, address and postcode wherever they appear", () => {
    const text =
      'Hi, Priya Shah here (priya@example.com). Fix the gate at 22 Mill Lane, Bristol BS3 1AB. Text 07700900777. Thanks, Priya';
    const cleaned = redactPersonalDetails(text, {
      customerName: 'Priya Shah',
      phone: '07700 900777',
      email: 'priya@example.com',
      address: '22 Mill Lane, Bristol',
      postcode: 'BS3 1AB',
    });
    expect(cleaned).toBe('Hi, [name] here ([email]). Fix the gate at [address] [postcode]. Text [phone]. Thanks, [name]');
    for (const detail of ['Priya', 'Shah', 'priya@example.com', 'Mill Lane', 'BS3 1AB', '07700900777']) expect(cleaned).not.toContain(detail);
  });

  it("keeps an ordinary word that shares a name part's spelling when it is not written as a name", () => {
    expect(redactPersonalDetails('We will need a new mark on the wall. Thanks, Will', { customerName: 'Will Mark' })).toBe(
      'We will need a new mark on the wall. Thanks, [name]',
    );
  });
});
