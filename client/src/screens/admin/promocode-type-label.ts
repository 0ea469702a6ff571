import {
  PROMOCODE_BASE_TYPES,
  PROMOCODE_PRODUCT_SUFFIXES,
  type PromocodeProduct,
  type PromocodeType,
  methodOfProduct,
} from '@arena/schemas';
import type { TFunction } from 'i18next';

type BaseType = (typeof PROMOCODE_BASE_TYPES)[number];
const isBase = (type: string): type is BaseType => (PROMOCODE_BASE_TYPES as readonly string[]).includes(type);

/**
 * The console's name of a promo code type: a base type by its own label, a per-method type ({product}_{suffix}) as
 * the deposit method's label in the suffix's sentence. A type neither (from a newer server) shows as sent.
 */
export function promocodeTypeLabel(t: TFunction, type: PromocodeType | string): string {
  if (isBase(type)) return t(`admin.promocodes.types.${type}`);
  const suffix = PROMOCODE_PRODUCT_SUFFIXES.find((candidate) => type.endsWith(`_${candidate}`));
  if (!suffix) return type;
  const product = type.slice(0, -suffix.length - 1) as PromocodeProduct;
  try {
    return t(`admin.promocodes.productTypes.${suffix}`, { method: t(`deposit.methods.${methodOfProduct(product)}`) });
  } catch {
    return type;
  }
}
