// The report area's slice of the store: only what a request changes. Every figure is derived from the orders, wallets
// and rates; handling a diff row is the one thing a report stores (reports.md 3.7, mock-data.md 6.1).
export type DiffHandle = { handler: string; at: number; remark: string };

export type ReportDbState = {
  /** `statDate:merchantId:currencyCode:diffType` -> who handled the day row, when and why. */
  diffHandles: Record<string, DiffHandle>;
};

export function emptyReportState(): ReportDbState {
  return { diffHandles: {} };
}

export function diffHandleKey(statDate: string, merchantId: number, currencyCode: string, diffType: number): string {
  return `${statDate}:${merchantId}:${currencyCode}:${diffType}`;
}
