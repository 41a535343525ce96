/**
 * What is wrong with a load's files, as a code with its values: the loader writes the English text
 * from it (the command's output, the loads log's lines) and the Data Loads page names it in the
 * reader's language (`maintenance.loads.problem.<code>`). A value quoted from a file or from DuckDB
 * (a read error's text) is shown as it is.
 */
export type LoadProblemWhy =
  // the folder and its files (server/load/sources.ts)
  | { code: 'notFolder' }
  | { code: 'notInputTable' }
  | { code: 'folderEmpty' }
  | { code: 'mixedFormats' }
  | { code: 'givenTwiceAsFolder'; table: string; folder: string }
  | { code: 'givenTwice'; table: string; other: string }
  | { code: 'tableMissing' }
  | { code: 'noInputFile' }
  | { code: 'unreadable'; error: string }
  // another load holds the folder (server/load/lock.ts)
  | { code: 'loadRunning'; pid: number }
  // a column against the contract (server/load/checkColumns.ts)
  | { code: 'columnMissing' }
  | { code: 'columnDerived' }
  | { code: 'columnUnknown' }
  | { code: 'required' }
  | { code: 'notType'; type: string }
  | { code: 'notWhole'; type: string }
  | { code: 'tooManyDecimals'; decimals: number }
  | { code: 'dayOutside'; first: string; last: string }
  | { code: 'notAllowed'; values: string }
  // rows against rows and tables (server/load/checkRelations.ts)
  | { code: 'keyInWarehouse' }
  | { code: 'keyRepeated'; file: string; row: number }
  | { code: 'notReference'; column: string; table: string }
  | { code: 'otherSite'; memberSite: number; site: number }
  | { code: 'outsideRates'; first: string; last: string }
  | { code: 'noRateOnDay'; currency: string }
  | { code: 'baseRateNotOne' }
  | { code: 'rateNotPositive' }
  | { code: 'rateDayMissing'; currency: string };

export type LoadProblemCode = LoadProblemWhy['code'];

/** A problem in English, as the load command prints it and the loads log keeps it. */
export function loadProblemText(why: LoadProblemWhy): string {
  switch (why.code) {
    case 'notFolder': return 'is not a folder';
    case 'notInputTable': return 'is not an input table of the data contract (docs/DATA-CONTRACT.md)';
    case 'folderEmpty': return 'holds no .parquet or .csv file';
    case 'mixedFormats': return 'mixes Parquet and CSV files: one format a table';
    case 'givenTwiceAsFolder': return `${why.table} is given twice: as this file and as the folder ${why.folder}`;
    case 'givenTwice': return `${why.table} is given twice: as ${why.other} and as this file`;
    case 'tableMissing': return 'is missing: a first load needs a Parquet or CSV file of every input table (an empty one where it has no rows)';
    case 'noInputFile': return 'holds no file of an input table';
    case 'unreadable': return `could not be read: ${why.error}`;
    case 'loadRunning': return `another load is running here (process ${why.pid}): wait for it to end`;
    case 'columnMissing': return 'is missing';
    case 'columnDerived': return 'is derived by the console, never supplied';
    case 'columnUnknown': return 'is not in the data contract';
    case 'required': return 'a value is required';
    case 'notType': return `is not of type ${why.type}`;
    case 'notWhole': return `is not a whole number (${why.type})`;
    case 'tooManyDecimals': return `has more than ${why.decimals} decimals`;
    case 'dayOutside': return `is a day outside ${why.first} … ${why.last}`;
    case 'notAllowed': return `is not one of ${why.values}`;
    case 'keyInWarehouse': return 'repeats a key the warehouse has';
    case 'keyRepeated': return `repeats the key of ${why.file} row ${why.row}`;
    case 'notReference': return `is not a ${why.column} of ${why.table}`;
    case 'otherSite': return `is a member of site ${why.memberSite}, not of site ${why.site}`;
    case 'outsideRates': return `lies outside the days of fx_rate (${why.first} … ${why.last})`;
    case 'noRateOnDay': return `has no rate of ${why.currency} in fx_rate`;
    case 'baseRateNotOne': return "is the base currency's rate: it must be 1";
    case 'rateNotPositive': return 'must be above 0';
    case 'rateDayMissing': return `has no rate of ${why.currency}: every currency needs one each day from the first to the last`;
  }
}

/** Where a problem lies, and what it is: its file, its row (a CSV's line), column and value. */
export interface LoadProblemAt {
  file: string;
  row?: number;
  column?: string;
  value?: string;
  why: LoadProblemWhy;
}
