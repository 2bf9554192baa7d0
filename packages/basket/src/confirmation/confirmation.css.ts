import { style } from '@vanilla-extract/css';
import {
  bodyRule,
  cellLabelRule,
  cellRule,
  excursionsFrameRule,
  factsRule,
  factValueRule,
  headRule,
  nameCellRule,
  rowRule,
  tableRule,
} from './confirmation-layout';

export const facts = style(factsRule);
export const factValue = style(factValueRule);
export const excursionsFrame = style(excursionsFrameRule);
export const table = style(tableRule);
export const head = style(headRule);
export const body = style(bodyRule);
export const row = style(rowRule);
export const cell = style(cellRule);
// After cell: in the narrow layout its rule wins over the cell's at the same specificity.
export const nameCell = style(nameCellRule);
export const cellLabel = style(cellLabelRule);
