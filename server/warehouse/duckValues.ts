import { DuckDBDecimalValue, DuckDBTypeId, JsonDuckDBValueConverter, type DuckDBStructType, type DuckDBStructValue, type DuckDBValueConverter, type Json } from '@duckdb/node-api';

/** 10^0 … 10^22: every one exactly a double. */
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A DECIMAL of this unscaled integer, width and scale as the double nearest its exact value, as
 * Number() of its text gives it: where the unscaled integer and the power of ten are both exact
 * doubles, their quotient is correctly rounded (IEEE division) and no text is made; otherwise the text.
 */
export function scaledNumber(n: bigint, width: number, scale: number): number {
  if (scale < EXACT_POWERS.length && n <= SAFE && n >= -SAFE) return Number(n) / EXACT_POWERS[scale];
  return Number(new DuckDBDecimalValue(n, width, scale).toString());
}

/** A DECIMAL value as the double nearest its exact value (scaledNumber). */
export function decimalNumber(value: DuckDBDecimalValue): number {
  return scaledNumber(value.value, value.width, value.scale);
}

/**
 * A value as the API sends it: JSON's conversion (dates 'YYYY-MM-DD', timestamps as text), but
 * BIGINT, HUGEINT and DECIMAL columns as numbers read from the value, with no text in between. Only
 * a column's own value: items of a list keep JSON's conversion, as they always had. A struct (a
 * whole row in one column: the totals row beside a page's rows) is an object of its fields, each
 * converted as a column of its own, in the struct's order.
 */
export const apiValue: DuckDBValueConverter<Json> = (value, type, converter) => {
  if (value === null || value === undefined) return null;
  switch (type.typeId) {
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.UHUGEINT:
      return Number(value as bigint);
    case DuckDBTypeId.DECIMAL:
      return decimalNumber(value as DuckDBDecimalValue);
    case DuckDBTypeId.STRUCT: {
      const { entries } = value as DuckDBStructValue;
      const { entryNames, entryTypes } = type as DuckDBStructType;
      const fields: Record<string, Json> = {};
      entryNames.forEach((name, i) => { fields[name] = apiValue(entries[name], entryTypes[i], converter); });
      return fields;
    }
    default:
      return JsonDuckDBValueConverter(value, type, converter === apiValue ? JsonDuckDBValueConverter : converter);
  }
};
