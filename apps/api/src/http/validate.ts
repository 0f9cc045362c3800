import Joi from 'joi';
import { AppError, type FieldError } from '@tcs/domain';

const OPTIONS: Joi.ValidationOptions = { abortEarly: false, convert: true, stripUnknown: true, errors: { wrap: { label: false } } };

/** Validates one part of a request; 422 lists every problem with its path (`items.0.sku`), messages in English. */
export function validatePart<T>(schema: Joi.Schema, value: unknown, prefix?: string): T {
  const { value: result, error } = schema.validate(value ?? {}, OPTIONS);
  if (!error) return result as T;
  const errors: FieldError[] = error.details.map((d) => {
    const path = d.path.length ? d.path.join('.') : (prefix ?? 'body');
    return { field: path, message: d.message };
  });
  throw new AppError('validation_error', { errors });
}

/** A path id of 32 hexadecimal characters (batches, webhooks, datasets), named in its 422. */
export const hexIdField = (name: string) =>
  Joi.string().trim().lowercase().pattern(/^[0-9a-f]{32}$/).message(`"${name}" must be a 32-character hexadecimal id`);

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A UTC day (YYYY-MM-DD) that exists on the calendar; list and report filters read it inclusively. */
export const dateField = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers) => (isCalendarDay(value) ? value : helpers.error('any.invalid')))
  .description('UTC date, inclusive');
