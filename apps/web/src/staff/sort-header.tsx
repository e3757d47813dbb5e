import type { SortOrder, StaffSort } from '@portico/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../navigation/router';
import { listAddressOf, listSearch } from './list-address';

/** The direction a column is first sorted in: times newest first, words and stages from the start. */
const FIRST_ORDER: Record<StaffSort, SortOrder> = {
  name: 'asc',
  submitted: 'desc',
  activity: 'desc',
  status: 'asc',
  reader: 'asc',
  decision: 'asc',
};

/**
 * A column header of the list that sorts it (issue 28): a button in the header cell, which says
 * how the list is sorted by `aria-sort` (the cell's, where ARIA puts it: a screen reader reads it
 * with the column's name as it moves through the table, WAI-ARIA APG 'Sortable Table'). Pressed, it
 * sorts by its column, or the other way when the list is sorted by it already; the filters stay,
 * the list starts again from its first page, and the address holds the sort.
 */
export function SortHeader({ sort, label }: { sort: StaffSort; label: string }) {
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  // A sort changes this screen, it opens no other: the focus comes back to the header pressed
  // (APG 'Sortable Table'), where the screen's heading takes it after any navigation (ScreenHeading,
  // whose effect runs first: it is earlier in the tree). The table stays mounted meanwhile.
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    button.current?.focus();
  }, [key]);
  const address = listAddressOf(search);
  const active = address.sort === sort;
  const flipped: SortOrder = address.order === 'asc' ? 'desc' : 'asc';
  const onClick = () => {
    pressed.current = true;
    navigate({
      pathname: '/staff',
      search: listSearch({ ...address, sort, order: active ? flipped : FIRST_ORDER[sort] }),
    });
  };
  return (
    <th scope="col" aria-sort={active ? (address.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button ref={button} type="button" className="staff-sort" onClick={onClick}>
        {label}
        <span className="staff-sort__arrow" aria-hidden="true">
          {active ? (address.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
