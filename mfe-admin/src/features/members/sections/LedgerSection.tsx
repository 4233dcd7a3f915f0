import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from 'shared-contracts/api/admin';
import { Blank } from '../../../shared/Blank';
import { DataTable } from '../../../shared/DataTable';
import { useKeysetPages } from '../../../shared/keysetPages';
import { useFormat } from '../../../shared/format';
import { LoadState } from '../../../shared/LoadState';
import { CreditAdjustmentDialog } from '../actions/CreditAdjustmentDialog';
import { useMemberLedgerQuery } from '../membersApi';

const column = createColumnHelper<LedgerEntry>();

/** The credit ledger, newest first, by keyset, with the balance after each entry; admins adjust from here. */
export function LedgerSection({
  memberId,
  balance,
  total,
  mayAdjust,
  onDone,
}: {
  memberId: number;
  balance: number;
  total: number;
  mayAdjust: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pages = useKeysetPages<number>(String(memberId));
  const [adjusting, setAdjusting] = useState(false);
  const before = pages.current;
  const ledger = useMemberLedgerQuery({ member: String(memberId), ...(before ? { before: String(before) } : {}) });
  const columns = [
    column.accessor('created_at', {
      header: t('member.when'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.dateTime(getValue())}</span>,
    }),
    column.accessor('kind', { header: t('member.kind'), cell: ({ getValue }) => t(`member.ledgerKind.${getValue()}`) }),
    column.accessor('amount', {
      header: t('member.amount'),
      cell: ({ getValue }) => (
        <span className={getValue() < 0 ? 'text-danger' : 'text-success'}>
          {getValue() > 0 ? '+' : ''}
          {format.number(getValue())}
        </span>
      ),
    }),
    column.accessor('balance_after', {
      header: t('member.balanceAfter'),
      cell: ({ getValue }) => format.number(getValue()),
    }),
    column.accessor('order_id', {
      header: t('member.order'),
      cell: ({ getValue }) => {
        const order = getValue();
        return order ? <code className="small text-break">{order}</code> : <Blank />;
      },
    }),
  ];
  return (
    <section className="mb-4" id="member-credits" aria-labelledby="member-credits-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0 flex-grow-1" id="member-credits-heading">
          {t('member.section.credits')}{' '}
          <span className="text-body-secondary fw-normal">
            ({t('member.balanceAndEntries', { balance: format.number(balance), count: total })})
          </span>
        </h2>
        {mayAdjust && (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setAdjusting(true)}>
            {t('member.adjustCredits')}
          </button>
        )}
      </div>
      {ledger.data ? (
        <DataTable
          caption={t('member.section.credits')}
          columns={columns}
          data={ledger.data.entries}
          getRowId={(row) => String(row.id)}
          emptyText={t('member.noLedger')}
          pager={pages.pager(ledger.data.next)}
        />
      ) : (
        <LoadState isError={ledger.isError} onRetry={() => void ledger.refetch()} />
      )}
      <CreditAdjustmentDialog
        open={adjusting}
        memberId={memberId}
        balance={balance}
        onClose={() => setAdjusting(false)}
        onDone={(message) => {
          setAdjusting(false);
          pages.reset();
          onDone(message);
        }}
      />
    </section>
  );
}
