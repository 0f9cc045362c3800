import Joi from 'joi';

/**
 * Query fields of a paged list (`page`, `page_size`) with the spec's default and maximum. Values
 * beyond the maximum answer 422 naming the field; they are never cut.
 */
export const pageQuery = (sizes: { default: number; max: number }) => ({
  page: Joi.number().integer().min(1).default(1).description('Page number, from 1'),
  page_size: Joi.number().integer().min(1).max(sizes.max).default(sizes.default).description(`Items per page (max ${sizes.max})`),
});

/** Query field `limit` of a limit list. */
export const limitQuery = (sizes: { default: number; max: number }) => ({
  limit: Joi.number().integer().min(1).max(sizes.max).default(sizes.default).description(`Items to return (max ${sizes.max})`),
});

/** `limit` plus `offset` (batch rows). */
export const offsetLimitQuery = (sizes: { default: number; max: number }) => ({
  offset: Joi.number().integer().min(0).default(0),
  ...limitQuery(sizes),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export const pageWindow = (page: number, pageSize: number) => ({ skip: (page - 1) * pageSize, take: pageSize });

export const toPage = <T>(items: T[], total: number, page: number, pageSize: number): Page<T> => ({ items, total, page, page_size: pageSize });
