import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ReportDialog, type Translate } from '.';

// The words an app's catalog gives the dialog (`report.*`); the name stays a parameter.
const words: Record<string, string> = {
  'report.title': 'Report {{name}}',
  'report.reason': 'What is wrong?',
  'report.reasons.fake': 'Fake profile',
  'report.reasons.harassment': 'Harassment or threats',
  'report.message': 'Tell us more (optional)',
  'report.submit': 'Send report',
  'report.cancel': 'Cancel',
  'report.close': 'Close',
  'report.thanks': 'Thank you.',
  'report.failed': 'The report could not be sent.',
};
const t: Translate = (key, options) =>
  (words[key] ?? key).replace('{{name}}', String((options as { name?: string } | undefined)?.name ?? ''));

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

describe('the report dialog', () => {
  test('sends the chosen reason and the trimmed note through the app, then thanks', async () => {
    const send = jest.fn(async (_report: unknown) => ({ done: true }));
    render(<ReportDialog name="Rex" t={t} send={send} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: /Report/ })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Send report' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Harassment or threats' }));
    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: '  He insulted me.  ' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Thank you.');
    expect(send).toHaveBeenCalledWith({ reason: 'harassment', message: 'He insulted me.' });
  });

  test('leaves out an empty note, and keeps the form with a message when sending fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = jest.fn(async (_report: unknown) => {
      throw new Error('offline');
    });
    render(<ReportDialog name="Rex" t={t} send={send} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Fake profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The report could not be sent.');
    expect(send).toHaveBeenCalledWith({ reason: 'fake' });
    expect((screen.getByRole('button', { name: 'Send report' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('closes from its cancel button', () => {
    const onClose = jest.fn();
    render(<ReportDialog name="Rex" t={t} send={async () => undefined} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
