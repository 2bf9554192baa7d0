import { style } from '@vanilla-extract/css';
import { factsRule, factValueRule } from './confirmation-layout';

export const facts = style(factsRule);
export const factValue = style(factValueRule);
