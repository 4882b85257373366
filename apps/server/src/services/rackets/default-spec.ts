import { eq } from 'drizzle-orm';
import {
  defaultSpecSchema,
  PRODUCT_DEFAULT_SPEC,
  type DefaultSpecView,
  type ParsedDefaultSpec,
} from '@shop/domain/contracts/rackets';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { storeSettings } from '../../db/schema';
import { audit } from '../../lib/audit';

function toView(spec: ParsedDefaultSpec, source: DefaultSpecView['source'], at: string | null): DefaultSpecView {
  const side = (s: NonNullable<ParsedDefaultSpec['mains']>) => ({
    string_id: s.string_id ?? null,
    own_string: s.string_id ? null : (s.own_string ?? null),
    tension: s.tension,
    unit: s.unit,
  });
  return {
    mains: side(spec.mains!),
    crosses: side(spec.crosses!),
    prestretch_percent: spec.prestretch_percent,
    knots: spec.knots,
    stencil: spec.stencil || null,
    notes: spec.notes,
    source,
    updated_at: at,
  };
}

/**
 * The spec a new racket starts from: the shop's (store_settings.default_spec) when a superadmin set
 * one that still reads as a valid spec (e.g. its string is still in the catalogue), else the
 * product's default.
 */
export async function getDefaultSpec(db: DbOrTx): Promise<DefaultSpecView> {
  const [row] = await db
    .select({ spec: storeSettings.defaultSpec })
    .from(storeSettings)
    .where(eq(storeSettings.id, true));
  const stored = row?.spec ? defaultSpecSchema.safeParse(row.spec) : null;
  if (stored?.success) {
    const at = typeof row!.spec!.updated_at === 'string' ? row!.spec!.updated_at : null;
    return toView(stored.data, 'setting', at);
  }
  return toView(defaultSpecSchema.parse(PRODUCT_DEFAULT_SPEC), 'product', null);
}

/**
 * A superadmin sets the shop's default spec: kept as entered (tension and unit) with when and by
 * whom inside the same jsonb (the row's updated_at belongs to the store pricing setting), audited
 * with the one before.
 */
export async function updateDefaultSpec(
  ctx: Pick<AppContext, 'db'>,
  input: { actorId: number; spec: ParsedDefaultSpec },
): Promise<DefaultSpecView> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ spec: storeSettings.defaultSpec })
      .from(storeSettings)
      .where(eq(storeSettings.id, true))
      .for('update');
    await tx
      .update(storeSettings)
      .set({ defaultSpec: { ...input.spec, updated_at: new Date().toISOString(), updated_by: input.actorId } })
      .where(eq(storeSettings.id, true));
    await audit(tx, {
      actorId: input.actorId,
      action: 'settings:default-spec',
      details: { before: before?.spec ?? null, after: input.spec },
    });
    return getDefaultSpec(tx);
  });
}
