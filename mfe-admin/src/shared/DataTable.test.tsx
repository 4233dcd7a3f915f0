import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { initConsoleI18n } from '../testing/console';
import { DataTable, type SortingState } from './DataTable';

beforeAll(() => initConsoleI18n());
afterEach(cleanup);

interface Row {
  id: number;
  email: string;
}
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('id', { header: 'Id', enableSorting: false }),
];

function SortedTable({ onSort }: { onSort: (state: SortingState) => void }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'email', desc: false }]);
  return (
    <DataTable
      caption="Members"
      columns={columns}
      data={[{ id: 1, email: 'a@example.org' }]}
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater;
        setSorting(next);
        onSort(next);
      }}
    />
  );
}

describe('the console table', () => {
  test('says how it is sorted and asks the page to sort again when a header is pressed', () => {
    const asked: SortingState[] = [];
    render(<SortedTable onSort={(state) => asked.push(state)} />);
    const header = screen.getByRole('columnheader', { name: /E-mail/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /E-mail/ }));
    expect(asked).toEqual([[{ id: 'email', desc: true }]]);
    expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('descending');
    // A column that cannot be sorted has no button.
    expect(screen.queryByRole('button', { name: /^Id/ })).toBeNull();
  });

  test('shows the empty text, and the pager only when there is another page', () => {
    const moves: string[] = [];
    const { rerender } = render(
      <DataTable
        caption="Log"
        columns={columns}
        data={[]}
        emptyText="Nothing logged."
        pager={{
          hasPrevious: false,
          hasNext: false,
          onPrevious: () => moves.push('newer'),
          onNext: () => moves.push('older'),
        }}
      />,
    );
    expect(screen.getByText('Nothing logged.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Older/ })).toBeNull();
    rerender(
      <DataTable
        caption="Log"
        columns={columns}
        data={[{ id: 2, email: 'b@example.org' }]}
        pager={{
          hasPrevious: false,
          hasNext: true,
          onPrevious: () => moves.push('newer'),
          onNext: () => moves.push('older'),
        }}
      />,
    );
    expect((screen.getByRole('button', { name: /Newer/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Older/ }));
    expect(moves).toEqual(['older']);
  });
});
