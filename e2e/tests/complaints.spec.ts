import { expect, test, unique } from '../fixtures';

test('a visitor files a complaint: missing fields are named, then the reference shows and support gets the mail', async ({
  page,
  visit,
}) => {
  await visit('/complaints');
  await expect(page).toHaveTitle(/Complaints/);
  await page.getByRole('button', { name: 'Send the complaint' }).click();
  await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please choose one of the options.')).toBeVisible();

  const name = `Robin ${unique()}`;
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('E-mail address').fill('robin@example.org');
  await page.getByLabel('What is it about?').selectOption('profile');
  await page.getByLabel('Which profile or page (optional)').fill('/members/12');
  await page.getByLabel('Your complaint').fill('This profile uses photos of a friend of mine without her permission.');
  await page.getByRole('button', { name: 'Send the complaint' }).click();
  const sent = page.getByTestId('complaint-sent');
  await expect(sent).toContainText('We have received your complaint under reference C-');
  const reference = /C-[A-Z0-9]{8}/.exec((await sent.textContent()) ?? '')?.[0] as string;

  await expect
    .poll(async () => {
      const outbox = await (await page.request.get('/_dev/mail')).text();
      return outbox
        .split('<article class="mail">')
        .some(
          (mail) => mail.includes(reference) && mail.includes('to support@datelane.example') && mail.includes(name),
        );
    })
    .toBe(true);
});
