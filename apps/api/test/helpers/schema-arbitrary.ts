// fast-check arbitraries built from the bundled document's JSON Schemas: values an operation
// must accept (valid) and values with one defect at a random place (invalid: a missing
// required field, a wrong type, text PostgreSQL cannot store, a number beyond any column).
import fc from 'fast-check';

type Schema = Record<string, unknown>;

const BAD_VALUES: unknown[] = [
  null,
  99_999_999_999,
  -1,
  1.5,
  '',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5000),
  [],
  {},
  true,
  '<script>alert(1)</script>',
  "' or 1=1 --",
];

export function schemaArbitraries(doc: unknown) {
  const resolve = (schema: unknown): Schema => {
    let s = schema as Schema | undefined;
    for (let i = 0; i < 20 && s && typeof s.$ref === 'string'; i++) {
      let target: unknown = doc;
      for (const part of (s.$ref as string).replace(/^#\//, '').split('/')) {
        target = (target as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      s = target as Schema;
    }
    return s ?? {};
  };

  function merged(s: Schema): Schema {
    if (!Array.isArray(s.allOf)) return s;
    const parts = (s.allOf as unknown[]).map((p) => merged(resolve(p)));
    return {
      ...s,
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), s.properties ?? {}),
      required: [
        ...parts.flatMap((p) => (p.required as string[]) ?? []),
        ...((s.required as string[]) ?? []),
      ],
      allOf: undefined,
    };
  }

  // Some string arbitraries cost milliseconds to build (fc.stringMatching with a long
  // repetition such as {2,1024}, fc.webUrl), and the fuzz builds an operation's arbitraries
  // again for every request it draws: built once per pattern or format and length bounds, a
  // draw costs what drawing costs (the contract fuzz's draws took 15.9 s, now 1.5). An
  // arbitrary keeps no state between draws, so sharing one draws the same values.
  const strings = new Map<string, fc.Arbitrary<string>>();

  function string(s: Schema): fc.Arbitrary<string> {
    const min = (s.minLength as number) ?? 0;
    const max = Math.max(min, Math.min((s.maxLength as number) ?? 24, 64));
    const upTo = (s.maxLength as number) ?? Infinity;
    const key = JSON.stringify([s.pattern, s.format, min, max, upTo]);
    let arbitrary = strings.get(key);
    if (!arbitrary) {
      arbitrary = buildString(s, min, max, upTo);
      strings.set(key, arbitrary);
    }
    return arbitrary;
  }

  function buildString(s: Schema, min: number, max: number, upTo: number): fc.Arbitrary<string> {
    if (typeof s.pattern === 'string') {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= min && v.length <= upTo);
    }
    switch (s.format) {
      case 'date-time':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'date':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      case 'email':
        return fc.emailAddress().filter((v) => v.length <= max);
      case 'uri':
        return fc.webUrl();
      case 'uuid':
        return fc.uuid();
      case 'ipv4':
        return fc.ipV4();
      default:
        return fc.string({ minLength: min, maxLength: max });
    }
  }

  function valid(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
    const s = merged(resolve(schema));
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const choices = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
    if (Array.isArray(choices)) return fc.oneof(...choices.map((c) => valid(c, depth + 1)));
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
    return fc.oneof(...types.map((type) => ofType(s, type, depth)));
  }

  function ofType(s: Schema, type: string | undefined, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'string':
        return string(s);
      case 'integer':
      case 'number': {
        const min = (s.minimum as number) ?? ((s.exclusiveMinimum as number) ?? -1_000_001) + 1;
        const max = (s.maximum as number) ?? ((s.exclusiveMaximum as number) ?? 1_000_001) - 1;
        return fc.integer({
          min: Math.max(min, -2_147_483_648),
          max: Math.min(max, 2_147_483_647),
        });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = (s.minItems as number) ?? 0;
        const maxLength = Math.max(minLength, Math.min((s.maxItems as number) ?? 3, 3));
        return depth > 5
          ? fc.constant([])
          : fc.array(valid(s.items ?? {}, depth + 1), { minLength, maxLength });
      }
      default: {
        const properties = (s.properties ?? {}) as Record<string, unknown>;
        if (type !== 'object' && Object.keys(properties).length === 0)
          return fc.jsonValue({ maxDepth: 1 });
        const required = ((s.required as string[]) ?? []).filter((k) => k in properties);
        if (depth > 5) return fc.constant({});
        return fc.record(
          Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valid(v, depth + 1)])),
          { requiredKeys: required },
        );
      }
    }
  }

  /** A valid value with one defect: a leaf replaced by a bad value, or a key removed. */
  function invalid(schema: unknown): fc.Arbitrary<unknown> {
    return fc
      .tuple(valid(schema), fc.nat(), fc.constantFrom(...BAD_VALUES), fc.boolean())
      .map(([value, pick, bad, remove]) => {
        const copy = structuredClone(value);
        const slots: [Record<string, unknown> | unknown[], string | number][] = [];
        const walk = (v: unknown) => {
          if (Array.isArray(v)) {
            v.forEach((c, i) => {
              slots.push([v, i]);
              walk(c);
            });
          } else if (v && typeof v === 'object') {
            for (const [k, c] of Object.entries(v)) {
              slots.push([v as Record<string, unknown>, k]);
              walk(c);
            }
          }
        };
        walk(copy);
        if (slots.length === 0) return bad;
        const [parent, key] = slots[pick % slots.length]!;
        if (remove && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[key];
        else (parent as Record<string | number, unknown>)[key] = bad;
        return copy;
      });
  }

  return { resolve, valid, invalid };
}
