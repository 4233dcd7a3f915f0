import { isLocaleCode } from 'shared-contracts';
import { formatMoney } from 'shared-contracts/api/payments';
import { escapeHtml, mailText } from '../mail/mailText';
import type { OutgoingMail } from '../mail/mailer';
import type { Buyer, Order } from '../repositories/orders';
import type { Site } from '../repositories/sites';

const METHOD_NAMES: Record<string, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  eps: 'EPS',
  paypal: 'PayPal',
};

/** The receipt of a paid order, in the member's language, with the company's details as the invoice needs them. */
export function receiptMail(site: Site, buyer: Buyer, order: Order, origin: string): OutgoingMail {
  const locale = buyer.language && isLocaleCode(buyer.language) ? buyer.language : 'en';
  const t = mailText(locale);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const s = site.settings;
  const item = order.premium_days
    ? t('receipt.itemPremium', { count: order.premium_days, site: s.name })
    : t('receipt.itemCredits', { count: order.credits, site: s.name });
  const rows: [string, string][] = [
    [t('receipt.order'), order.public_id],
    [t('receipt.date'), new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(order.paid_at ?? new Date())],
    [t('receipt.item'), item],
    ...(order.discount_amount
      ? ([
          [t('receipt.listPrice'), money(order.list_price)],
          [t('receipt.discount', { code: order.discount_code ?? '' }), `−${money(order.discount_amount)}`],
        ] as [string, string][])
      : []),
    [t('receipt.total'), money(order.amount)],
    [t('receipt.method'), METHOD_NAMES[order.method] ?? t(`receipt.methods.${order.method}`)],
  ];
  const link = `${origin}/transactions/${order.public_id}`;
  const company = [
    s.company_name,
    s.company_address,
    s.company_city,
    s.company_country,
    ...s.company_vat_numbers.map((number) => t('receipt.vatNumber', { number })),
  ].filter(Boolean);
  const lines = {
    greeting: t('receipt.greeting', { name: buyer.name }),
    thanks: t('receipt.thanks', { site: s.name }),
    vat: t('receipt.vatIncluded'),
    view: t('receipt.view'),
    signature: t('receipt.signature', { site: s.name }),
  };
  return {
    siteId: site.id,
    memberId: buyer.id,
    kind: 'receipt',
    from: `${s.name} <${s.email}>`,
    to: buyer.email,
    subject: t('receipt.subject', { site: s.name, order: order.public_id }),
    text: [
      lines.greeting,
      '',
      lines.thanks,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      lines.vat,
      '',
      `${lines.view} ${link}`,
      '',
      lines.signature,
      '',
      ...company,
      '',
    ].join('\n'),
    html: `<p>${escapeHtml(lines.greeting)}</p><p>${escapeHtml(lines.thanks)}</p>
<table style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#666">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('')}</table>
<p style="color:#666">${escapeHtml(lines.vat)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(lines.view)}</a></p><p>${escapeHtml(lines.signature)}</p>
<p style="color:#999;font-size:12px">${company.map(escapeHtml).join('<br>')}</p>`,
  };
}
