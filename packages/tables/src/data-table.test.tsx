import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Columns, DataTable } from './data-table';
import { Pager } from './pager';

type Row = { id: string; name: string; amount: string };
const columns: Columns<Row> = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'amount', header: 'Amount', accessorKey: 'amount' },
];

describe('DataTable', () => {
  it('renders rows and totals, and asks the server for another order', () => {
    const onSort = vi.fn();
    render(
      <DataTable
        caption="Things"
        columns={columns}
        data={[
          { id: 'a', name: 'First', amount: '1.00' },
          { id: 'b', name: 'Second', amount: '-2.00' },
        ]}
        sortable={['amount']}
        sort="amount"
        order="desc"
        onSort={onSort}
        totals={[['Total', '-1.00']]}
        empty="Nothing"
        sortLabel="sort by"
        numeric={['amount']}
        rowId={(r) => r.id}
      />,
    );
    const table = screen.getByRole('region', { name: 'Things' });
    expect(within(table).getAllByTestId('table-row')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(screen.getByTestId('sort-amount'));
    expect(onSort).toHaveBeenCalledWith('amount');
    // The cell (its text is isolated in a <bdi> for right-to-left pages).
    expect(
      within(screen.getByTestId('totals')).getByText('-1.00').closest('td')?.className,
    ).toContain('text-end');
  });

  it('names a second table’s totals by its own test id, so the page has one "totals"', () => {
    const table = (caption: string, totalsTestId?: string) => (
      <DataTable
        caption={caption}
        columns={columns}
        data={[{ id: 'a', name: 'First', amount: '1.00' }]}
        sortable={[]}
        onSort={() => undefined}
        totals={[['Total', '1.00']]}
        empty="Nothing"
        sortLabel="sort by"
        {...(totalsTestId ? { totalsTestId } : {})}
      />
    );
    render(
      <>
        {table('Report')}
        {table('Statement', 'statement-totals')}
      </>,
    );
    expect(screen.getAllByTestId('totals')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Report' })).getByTestId('totals'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Statement' })).getByTestId('statement-totals'),
    ).toBeTruthy();
  });

  it('says so when there is no row', () => {
    render(
      <DataTable
        caption="Things"
        columns={columns}
        data={[]}
        sortable={[]}
        onSort={() => undefined}
        empty="Nothing here"
        sortLabel="sort by"
      />,
    );
    expect(screen.getByText('Nothing here').tagName).toBe('TD');
  });
});

describe('Pager', () => {
  const texts = {
    paging: 'Pages',
    pageSize: 'Rows',
    range: (a: number, b: number, n: number) => `${a}-${b} of ${n}`,
    previous: 'Previous',
    next: 'Next',
    pageOf: (p: number, n: number) => `${p}/${n}`,
  };

  it('shows the range and moves between pages within the total', () => {
    const onPage = vi.fn();
    render(
      <Pager
        page={3}
        pageSize={20}
        total={45}
        pageSizes={[20, 50]}
        onPage={onPage}
        onPageSize={() => undefined}
        texts={texts}
      />,
    );
    expect(screen.getByTestId('range').textContent).toBe('41-45 of 45');
    expect(screen.getByText('3/3').tagName).toBe('SPAN');
    expect((screen.getByTestId('next-page') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('previous-page'));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
