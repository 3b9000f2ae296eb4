// TypeBox schemas of the care-expense routes (issue #21): a receipt as the API shows it, and the
// list with its totals per currency (never converted).
import { Type } from 'typebox';
import { EXPENSE_KINDS } from '../../domain/claim/index.ts';
import { Uuid } from './claims-schemas.ts';

export const ExpenseParams = Type.Object({ id: Uuid, expenseId: Uuid });

export const ExpenseSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(EXPENSE_KINDS),
  amount: Type.String({ description: 'Decimal with two places, e.g. "12.50"' }),
  currency: Type.String({ description: 'ISO 4217 code' }),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  created_at: Type.String(),
});

const TotalSchema = Type.Object({ currency: Type.String(), amount: Type.String(), count: Type.Integer() });

export const ExpenseEnvelope = Type.Object({ data: ExpenseSchema });
export const ExpenseListEnvelope = Type.Object({ data: Type.Array(ExpenseSchema), totals: Type.Array(TotalSchema) });
