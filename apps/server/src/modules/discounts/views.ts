import type {
  Discount,
  DiscountDetail,
  Redemption,
  UniqueCode,
  UniqueCodeBatch,
  UnknownCode,
} from '@butikkpanel/contracts';
import { kroner } from '../../lib/money';
import type { RedemptionRow } from './redemption-repository';
import type { BatchRow, DiscountRow, UniqueCodeRow } from './repository';
import type { UnknownRow } from './unknown-repository';

/** The amount as the API gives it: per cent (12.5) or kr (199.9). */
export const amountOf = (row: Pick<DiscountRow, 'type' | 'amount'>): number =>
  row.type === 'percent' ? row.amount / 100 : kroner(row.amount);

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function discountView(row: DiscountRow): Discount {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: row.autoCreateUnique ? 'template' : 'code',
    type: row.type,
    amount: amountOf(row),
    minimum_order: row.minimumOrderOre === null ? null : kroner(row.minimumOrderOre),
    expires_on: row.expiresOn,
    usage_limit: row.usageLimit,
    usage_limit_per_customer: row.usageLimitPerCustomer,
    active: row.active,
    auto_create_unique: row.autoCreateUnique,
    archived_at: iso(row.archivedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    times_used: row.timesUsed,
    last_used_at: iso(row.lastUsedAt),
    orders: row.ordersCount,
    revenue: kroner(row.revenueOre),
    flagged: row.flaggedCount,
  };
}

export function discountDetailView(
  row: DiscountRow,
  uniqueCodes: { created: number; used: number } | null,
): DiscountDetail {
  return { ...discountView(row), unique_codes: uniqueCodes };
}

export function redemptionView(row: RedemptionRow): Redemption {
  return {
    order_id: row.orderId,
    placed_at: row.placedAt.toISOString(),
    total: kroner(row.totalOre),
    customer_email: row.customerEmail,
    code: row.codeKey,
    status: row.status,
    flag: (row.flag as Redemption['flag']) ?? null,
  };
}

export function uniqueCodeView(row: UniqueCodeRow): UniqueCode {
  return {
    code: row.codeKey,
    recipient: row.recipient,
    created_at: row.createdAt.toISOString(),
    used_at: iso(row.usedAt),
    order_id: row.orderId,
  };
}

export function batchView(row: BatchRow): UniqueCodeBatch {
  return {
    id: row.id,
    template_id: row.templateId,
    requested: row.requested,
    generated: row.generated,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    finished_at: iso(row.finishedAt),
  };
}

export function unknownView(row: UnknownRow, created: boolean, mappedCode: string | null): UnknownCode {
  return {
    id: row.id,
    code: row.code,
    attempts: row.attempts,
    checks: row.checks,
    orders: row.orders,
    first_at: row.firstAt.toISOString(),
    last_at: row.lastAt.toISOString(),
    suggestion: row.suggestedCode === null ? null : { id: row.suggestedDiscountId, code: row.suggestedCode },
    mapped_to: row.mappedDiscountId === null ? null : { id: row.mappedDiscountId, code: mappedCode ?? '' },
    created,
  };
}
