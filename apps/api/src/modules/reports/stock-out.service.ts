import {
  type ListReply,
  listReply,
  REPORT_MESSAGES,
  type StockOutReportFilter,
  type StockOutReportRow,
} from '@newsroom/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * GET /api/reports/stock-out-report (docs/api.md: filters in, `data, pagination` out). The
 * product keeps no stock, stores or orders, so every filter answers an empty page of the list
 * envelope with its true pagination (total 0). The filter is still checked like the other
 * reports': `YYYY-MM-DD` dates in order, a strict store id, a page of at most 100 rows.
 */
export function getStockOutReport(filter: StockOutReportFilter): ListReply<StockOutReportRow> {
  if (filter.date_from && filter.date_to && filter.date_from > filter.date_to) {
    throw new AppError('BAD_INPUT', REPORT_MESSAGES.dateOrder, {
      date_from: REPORT_MESSAGES.dateOrder,
    });
  }
  return listReply<StockOutReportRow>([], 0, filter);
}
