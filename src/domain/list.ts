// The query parameters every list takes (rules lists.paging, lists.defaults).
import * as Schema from 'effect/Schema'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './list-paging.ts'

export const QueryFlag = Schema.optionalKey(Schema.Literals(['true', 'false']))

/** Query strings arrive as text; these decode them and say clearly what is wrong. */
export const ListQueryFields = {
  search: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(100)))),
  page: Schema.optionalKey(
    Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,5}$/, { message: 'Expected a whole number from 1' }))),
  ),
  page_size: Schema.optionalKey(Schema.Literals(PAGE_SIZES)),
  include_archived: QueryFlag,
}

export const ListQuery = Schema.Struct(ListQueryFields)
export type ListQuery = typeof ListQuery.Type

/** Paging as numbers, with the defaults applied. */
export const pagingOf = (query: { page?: string; page_size?: string }, defaultPageSize = DEFAULT_PAGE_SIZE) => ({
  page: Number(query.page ?? 1),
  pageSize: Number(query.page_size ?? defaultPageSize),
})

export const isTrue = (flag: 'true' | 'false' | undefined) => flag === 'true'

/** A page of a list as the API sends it: its rows, how many pages and rows there are in all. */
export const PageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ items: Schema.Array(item), pages: Schema.Int, count: Schema.Int })
