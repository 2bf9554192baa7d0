import { style } from '@vanilla-extract/css';
import {
  bodyRule,
  captionRule,
  cellLabelRule,
  cellRule,
  frameRule,
  headingCellRule,
  headRule,
  rowRule,
  tableRule,
} from './stacked-table-layout';

export const frame = style(frameRule);
export const table = style(tableRule);
export const caption = style(captionRule);
export const head = style(headRule);
export const body = style(bodyRule);
export const row = style(rowRule);
export const cell = style(cellRule);
// After cell: in the narrow layout its rule wins over the cell's at the same specificity.
export const headingCell = style(headingCellRule);
export const cellLabel = style(cellLabelRule);
