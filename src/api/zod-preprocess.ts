import { $ZodPreprocess, type $ZodType } from 'zod/v4/core'
import * as z from 'zod/mini'

/**
 * Full zod's `z.preprocess` (zod/mini has none): normalise the raw value, then validate it. The same core class as
 * full zod's, so a field that accepts undefined stays optional in its object's type.
 */
export function preprocess<Out extends $ZodType>(
  normalise: (value: unknown) => unknown,
  schema: Out,
): $ZodPreprocess<Out> {
  return new $ZodPreprocess({ type: 'pipe', in: z.transform(normalise), out: schema }) as $ZodPreprocess<Out>
}
