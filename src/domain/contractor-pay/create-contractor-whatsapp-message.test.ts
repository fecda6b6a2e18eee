import { describe, expect, it } from 'vitest';
import { createContractorWhatsAppMessage } from './create-contractor-whatsapp-message';

describe('createContractorWhatsAppMessage', () => {
  it('offers the job with its time and pay, naming the customer by first name only', () => {
    const message = createContractorWhatsAppMessage({
      contractorName: 'dave jones',
      customerName: 'sarah o’connor',
      jobDescription: '  Replace kitchen tap and fix dripping shower  ',
      address: { address: '12 Acacia Avenue, Clapham, SW4 7AA' },
      hours: 2.5,
      hourlyRatePence: 2250,
      payPence: 5625,
    });
    expect(message).toBe(
      [
        'Hi Dave,',
        '',
        'New job available:',
        'Job: Replace kitchen tap and fix dripping shower',
        'Area: SW4',
        'Estimated time: 2.5 hours',
        'Pay: £56.25 (2.5 hours at £22.50 an hour)',
        '',
        "Can you take it? Reply YES and we'll send you Sarah's details.",
      ].join('\n'),
    );
  });

  it('still reads well with no names and no description', () => {
    const message = createContractorWhatsAppMessage({ hours: 1, hourlyRatePence: 2000, payPence: 2000 });
    expect(message.split('\n')).toEqual([
      'Hi,',
      '',
      'New job available:',
      'Job: Details to follow',
      'Area: To be confirmed',
      'Estimated time: 1 hour',
      'Pay: £20.00 (1 hour at £20.00 an hour)',
      '',
      "Can you take it? Reply YES and we'll send you your client's details.",
    ]);
  });

  it('never carries the customer’s phone, email or street address', () => {
    const message = createContractorWhatsAppMessage({
      contractorName: 'Dave',
      customerName: 'Sarah Jones',
      jobDescription: 'Fix the fence',
      address: { address: '12 Acacia Avenue, Clapham', postcode: 'SW4 7AA' },
      hours: 2,
      hourlyRatePence: 2000,
      payPence: 4000,
    });
    expect(message).toContain('Area: SW4');
    for (const secret of ['Acacia', '12 ', '7AA', 'Jones']) expect(message).not.toContain(secret);
  });
});
