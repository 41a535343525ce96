import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../server/definitions/discover';
import { CONTRACT, suppliedColumns } from '../../../server/load/contract';
import { CONTRACT_DOC, contractDoc, contractSchemas, schemaFilePath, schemaFileText } from '../../../server/load/contractFiles';
import { WAREHOUSE_DDL } from '../../../server/warehouse/schema';
import { createAjv } from '../../../src/engine/ajv';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q } = useTestWarehouse();
const schemas = contractSchemas();

describe('the data contract', () => {
  it('covers every column of every input table: supplied, or derived by the console (every base-currency amount among them)', () => {
    expect(CONTRACT.map((t) => t.name)).toEqual(WAREHOUSE_DDL.map((d) => /CREATE TABLE (\w+)/.exec(d)![1]).filter((t) => t !== 'warehouse_meta'));
    for (const t of CONTRACT) {
      for (const c of t.columns) if (c.type.startsWith('DECIMAL') && c.name.endsWith('_base')) expect(c.derived, `${t.name}.${c.name}`).toMatch(/× the rate/);
      expect(suppliedColumns(t).length, t.name).toBeGreaterThan(0);
    }
  });

  it.each(Object.keys(schemas))('schemas/data/%s is what `npm run contract` writes (run it after changing the schema)', (file) => {
    expect(readFileSync(schemaFilePath(file), 'utf8')).toBe(schemaFileText(schemas[file]));
  });

  it(`${CONTRACT_DOC} has the tables as \`npm run contract\` writes them`, () => {
    const doc = readFileSync(join(REPO_ROOT, CONTRACT_DOC), 'utf8');
    expect(doc).toBe(contractDoc(doc));
  });

  it('takes the generated warehouse\'s rows as they are, and refuses a value outside an enumeration or a derived column', async () => {
    const ajv = createAjv();
    for (const t of CONTRACT) {
      const validate = ajv.compile(schemas[`${t.name}.schema.json`]);
      // each value as JSON has it: integers and decimals as numbers, days and times as text
      const select = suppliedColumns(t).map((c) => (/INT|DECIMAL/.test(c.type) ? `CAST(${c.name} AS DOUBLE)` : /DATE|TIMESTAMP/.test(c.type) ? `CAST(${c.name} AS VARCHAR)` : c.name) + ` AS ${c.name}`);
      const rows = await q(`SELECT ${select.join(', ')} FROM ${t.name} USING SAMPLE 200 ROWS`);
      expect(rows.length, t.name).toBeGreaterThan(0);
      for (const row of rows) expect(validate(row) ? [] : validate.errors, `${t.name} ${JSON.stringify(row)}`).toEqual([]);
    }
    const transaction = ajv.compile(schemas['fact_transaction.schema.json']);
    const [row] = await q(`SELECT trans_id::DOUBLE AS trans_id, CAST(stat_date AS VARCHAR) AS stat_date, site_id, member_id::DOUBLE AS member_id, trans_type, pay_3party_name, pay_method_code,
      handler_name, trans_status, amount::DOUBLE AS amount, CAST(order_time AS VARCHAR) AS order_time, CAST(submit_time AS VARCHAR) AS submit_time, CAST(finish_time AS VARCHAR) AS finish_time
      FROM fact_transaction WHERE trans_status = 'succ' ORDER BY trans_id LIMIT 1`);
    expect(transaction(row)).toBe(true);
    expect(transaction({ ...row, trans_type: 5 })).toBe(false);
    expect(transaction({ ...row, amount_base: 1 })).toBe(false);
    expect(transaction({ ...row, stat_date: '2026-02-30' })).toBe(false);
  });
});

