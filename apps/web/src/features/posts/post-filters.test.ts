import { describe, expect, it } from 'vitest';
import {
  columnSort,
  countActiveFilters,
  defaultFilters,
  filtersFromSearch,
  listParams,
  nextSort,
  pageFromSearch,
  scheduledFromSearch,
  searchFromFilters,
  sortAfterSearch,
  sortFromSearch,
  withSort,
} from './post-filters.ts';

describe('post list filters in the URL', () => {
  it('defaults to menu 1 on the article list and to the current user on the drafts list', () => {
    expect(filtersFromSearch(new URLSearchParams(''), 'post', 7)).toMatchObject({
      menu_id: '1',
      user_id: '',
    });
    expect(filtersFromSearch(new URLSearchParams(''), 'draft', 7)).toMatchObject({
      menu_id: '',
      user_id: '7',
    });
  });

  it('keeps an explicitly emptied menu apart from an absent one', () => {
    const all = { ...defaultFilters('post', 7), menu_id: '' };
    const search = searchFromFilters(all, 'post', 7);
    expect(search.toString()).toBe('menu_id=');
    expect(filtersFromSearch(search, 'post', 7).menu_id).toBe('');
  });

  it('writes only what differs from the defaults and reads it back', () => {
    const filters = {
      ...defaultFilters('post', 7),
      q: 'árvíz',
      text: '"árvízi védekezés" -gyakorlat',
      menu_id: '3',
      post_type: 'Galéria',
      user_id: '5',
      date_from: '2025-03-01',
      date_to: '2025-03-10',
      include_inactive: true,
    };
    const search = searchFromFilters(filters, 'post', 7);
    expect(search.has('page')).toBe(false);
    expect(filtersFromSearch(new URLSearchParams(search.toString()), 'post', 7)).toEqual(filters);
    expect(countActiveFilters(filters, 'post', 7)).toBe(8);
    expect(searchFromFilters(defaultFilters('post', 7), 'post', 7).toString()).toBe('');
  });

  it('ignores the hidden menu, type and author filters on the drafts list', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('menu_id=2&post_type=PR&user_id=9&q=x'),
      'draft',
      7,
    );
    expect(filters).toMatchObject({ menu_id: '', post_type: '', user_id: '7', q: 'x' });
    expect(searchFromFilters({ ...filters, menu_id: '4' }, 'draft', 7).toString()).toBe('q=x');
  });

  it('reads the page and builds the API parameters', () => {
    expect(pageFromSearch(new URLSearchParams('page=4'))).toBe(4);
    expect(pageFromSearch(new URLSearchParams('page=-1'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=abc'))).toBe(1);
    expect(listParams(defaultFilters('draft', 7), 'draft', 2)).toEqual({
      type: 'draft',
      page: '2',
      user_id: '7',
    });
    expect(listParams({ ...defaultFilters('post', 7), include_inactive: true }, 'post', 1, '50')).toEqual({
      type: 'post',
      page: '1',
      menu_id: '1',
      include_inactive: '1',
      per_page: '50',
    });
  });

  it("asks for type=scheduled on the drafts view's 'Időzítettek' filter only", () => {
    expect(scheduledFromSearch(new URLSearchParams('type=scheduled'), 'draft')).toBe(true);
    expect(scheduledFromSearch(new URLSearchParams('type=scheduled'), 'post')).toBe(false);
    expect(scheduledFromSearch(new URLSearchParams(''), 'draft')).toBe(false);
    expect(listParams(defaultFilters('draft', 7), 'draft', 1, null, true)).toEqual({
      type: 'scheduled',
      page: '1',
      user_id: '7',
    });
    expect(listParams(defaultFilters('post', 7), 'post', 1, null, true).type).toBe('post');
  });
});

describe('the order of the list in the URL', () => {
  it('reads a known sort, and the default (newest first) for anything else', () => {
    expect(sortFromSearch(new URLSearchParams('sort=title'))).toBe('title');
    expect(sortFromSearch(new URLSearchParams('sort=visitors'))).toBe('visitors');
    expect(sortFromSearch(new URLSearchParams(''))).toBe('date');
    expect(sortFromSearch(new URLSearchParams('sort=TITLE'))).toBe('date');
  });

  it('writes the sort only when it is not the default, keeping the rest of the query', () => {
    expect(withSort(new URLSearchParams('q=a&sort=title'), 'date').toString()).toBe('q=a');
    expect(withSort(new URLSearchParams('q=a'), 'title_desc').toString()).toBe('q=a&sort=title_desc');
  });

  it('sends the sort to the API, except the default and for the scheduled drafts (always soonest first)', () => {
    const filters = defaultFilters('post', 7);
    expect(listParams(filters, 'post', 1, null, false, 'title').sort).toBe('title');
    expect(listParams(filters, 'post', 1, null, false, 'date').sort).toBeUndefined();
    expect(listParams(defaultFilters('draft', 7), 'draft', 1, null, true, 'title').sort).toBeUndefined();
  });

  it('a header click starts a title A to Z and a date newest first, and a second click turns it round', () => {
    expect(nextSort('date', 'title')).toBe('title');
    expect(nextSort('title', 'title')).toBe('title_desc');
    expect(nextSort('title_desc', 'title')).toBe('title');
    expect(nextSort('title', 'date')).toBe('date');
    expect(nextSort('date', 'date')).toBe('date_asc');
    expect(nextSort('date_asc', 'date')).toBe('date');
    expect(nextSort('date', 'visitors')).toBe('visitors');
    expect(nextSort('visitors', 'visitors')).toBe('visitors');
  });

  it("tells each header's aria-sort", () => {
    expect(columnSort('title', 'title')).toBe('ascending');
    expect(columnSort('title_desc', 'title')).toBe('descending');
    expect(columnSort('date', 'date')).toBe('descending');
    expect(columnSort('date_asc', 'date')).toBe('ascending');
    expect(columnSort('visitors', 'visitors')).toBe('descending');
    expect(columnSort('visitors', 'date')).toBe('none');
  });
});

describe("the 'Szöveg' filter in the URL", () => {
  it('is kept in the URL apart from the title, read back trimmed, and sent as text', () => {
    const filters = { ...defaultFilters('post', 7), q: 'Gazdaság', text: ' gazdasag OR "tőzsde" ' };
    const search = searchFromFilters(filters, 'post', 7);
    expect(search.get('q')).toBe('Gazdaság');
    expect(search.get('text')).toBe('gazdasag OR "tőzsde"');
    const read = filtersFromSearch(new URLSearchParams(search.toString()), 'post', 7);
    expect(read).toMatchObject({ q: 'Gazdaság', text: 'gazdasag OR "tőzsde"' });
    expect(countActiveFilters(read, 'post', 7)).toBe(2);
    expect(listParams(read, 'post', 1)).toEqual({
      type: 'post',
      page: '1',
      q: 'Gazdaság',
      text: 'gazdasag OR "tőzsde"',
      menu_id: '1',
    });
    // The drafts view keeps it too.
    expect(filtersFromSearch(new URLSearchParams('text=ad%C3%B3'), 'draft', 7).text).toBe('adó');
  });

  it("is cleared by 'Törlés' (the defaults) and left out when empty", () => {
    expect(defaultFilters('post', 7).text).toBe('');
    expect(searchFromFilters({ ...defaultFilters('post', 7), text: '   ' }, 'post', 7).toString()).toBe('');
    expect(listParams(defaultFilters('post', 7), 'post', 1).text).toBeUndefined();
  });

  it('ranks best first while no order is chosen, and no header shows it as sorted', () => {
    const text = new URLSearchParams('text=gazdasag');
    expect(sortFromSearch(text)).toBe('relevance');
    expect(sortFromSearch(new URLSearchParams('text=gazdasag&sort=date'))).toBe('date');
    expect(sortFromSearch(new URLSearchParams('text=%20'))).toBe('date');
    for (const column of ['title', 'date', 'visitors'] as const)
      expect(columnSort('relevance', column)).toBe('none');
    const filters = { ...defaultFilters('post', 7), text: 'gazdasag' };
    expect(listParams(filters, 'post', 1, null, false, 'relevance').sort).toBeUndefined();
  });

  it("writes newest first out while searching words, as an absent sort means 'relevance' there", () => {
    const text = new URLSearchParams('text=gazdasag');
    expect(nextSort('relevance', 'date')).toBe('date');
    expect(nextSort('relevance', 'title')).toBe('title');
    expect(withSort(text, 'date').toString()).toBe('text=gazdasag&sort=date');
    expect(withSort(new URLSearchParams('text=gazdasag&sort=title'), 'relevance').toString()).toBe(
      'text=gazdasag',
    );
    expect(withSort(new URLSearchParams('sort=title'), 'relevance').toString()).toBe('');
    const filters = { ...defaultFilters('post', 7), text: 'gazdasag' };
    expect(listParams(filters, 'post', 1, null, false, 'date').sort).toBe('date');
    expect(listParams(defaultFilters('post', 7), 'post', 1, null, false, 'date').sort).toBeUndefined();
  });

  it("starts new words best first and keeps the order otherwise, after 'Keresés'", () => {
    const none = defaultFilters('post', 7);
    const searched = { ...none, text: 'gazdasag' };
    expect(sortAfterSearch(searched, none, 'title')).toBe('relevance');
    expect(sortAfterSearch({ ...searched, text: 'adó' }, searched, 'date')).toBe('relevance');
    expect(sortAfterSearch({ ...searched, menu_id: '2' }, searched, 'date')).toBe('date');
    expect(sortAfterSearch(none, searched, 'visitors')).toBe('visitors');
    // Words taken away with no order chosen: back to newest first.
    expect(
      withSort(searchFromFilters(none, 'post', 7), sortAfterSearch(none, searched, 'relevance')).toString(),
    ).toBe('');
  });
});
