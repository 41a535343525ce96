/**
 * What is wrong with a load's files, as a code with its values, each code's text in the locale files
 * (`maintenance.loads.problem.<code>`): the loader writes it in English (the command's output, the
 * loads log's lines: server/load/problems.ts) and the Data Loads page in the reader's language. A
 * value quoted from a file or from DuckDB (a read error's text) is shown as it is.
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
  | { code: 'emptyFile' }
  | { code: 'notCommaSeparated'; separator: string }
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
  | { code: 'belowMin'; min: number }
  | { code: 'zoneGiven' }
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

/** Where a problem lies, and what it is: its file, its row (a CSV's line), column and value. */
export interface LoadProblemAt {
  file: string;
  row?: number;
  column?: string;
  value?: string;
  why: LoadProblemWhy;
}
