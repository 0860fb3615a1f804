import fc from 'fast-check';
import { MARKUP } from './nasty-strings';

/**
 * Test-only arbitraries for docs/product/hardening.md#bad-input: a valid JSON body (a WeatherAPI
 * forecast) mutated the ways a broken proxy, a changed API or a truncated transfer would: fields
 * deleted, values of the wrong type, extra fields, more or fewer forecast days, text that is not
 * JSON.
 */

type Key = string | number;
type Node = Record<Key, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Every path below the root, parents before children. */
function pathsOf(value: unknown, prefix: Key[] = []): Key[][] {
  if (!isNode(value)) return [];
  return Object.keys(value).flatMap((name) => {
    const path = [...prefix, Array.isArray(value) ? Number(name) : name];
    return [path, ...pathsOf(value[name], path)];
  });
}

/** Values a field should never hold; NaN and ±Infinity serialise as `null`. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...MARKUP),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { value: 1 }),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '', ' 87 ', '87', '0x10', '-0', '5%'),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -0, 0, 101, -1, 1.5, 1e-300),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

type Mutation =
  | { kind: 'delete'; pick: number }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'add'; pick: number; key: string; value: unknown }
  | { kind: 'days'; count: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: wrongValue }),
  fc.record({
    kind: fc.constant('add' as const),
    pick: fc.nat(),
    key: fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('__proto__', 'constructor', 'toString'),
    ),
    value: wrongValue,
  }),
  fc.record({
    kind: fc.constant('days' as const),
    count: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 4, max: 10 })),
  }),
);

function resizeDays(body: unknown, count: number): void {
  const forecast = isNode(body) ? body.forecast : undefined;
  const days = isNode(forecast) ? forecast.forecastday : undefined;
  if (!isNode(forecast) || !Array.isArray(days) || days.length === 0) return;
  forecast.forecastday = Array.from({ length: count }, (_, index) =>
    structuredClone(days[index % days.length]),
  );
}

function apply(body: unknown, change: Mutation): void {
  if (change.kind === 'days') return resizeDays(body, change.count);
  const paths = pathsOf(body);
  const path = paths[change.pick % Math.max(paths.length, 1)] ?? [];
  const key = path.at(-1);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, step) => (isNode(node) ? node[step] : undefined), body);
  if (key === undefined || !isNode(parent)) return;
  if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else Reflect.deleteProperty(parent, key);
  } else if (change.kind === 'replace') {
    parent[key] = structuredClone(change.value);
  } else {
    const target = parent[key];
    const host = isNode(target) && !Array.isArray(target) ? target : parent;
    // An own data property, so `__proto__` is a plain field, as JSON.parse makes it.
    const field = { value: structuredClone(change.value), enumerable: true, writable: true };
    if (!Array.isArray(host))
      Object.defineProperty(host, change.key, { ...field, configurable: true });
  }
}

/** `base` with up to `max` random mutations, as a fresh object. */
export function mutatedBody(base: unknown, max = 4): fc.Arbitrary<unknown> {
  return fc.array(mutation, { maxLength: max }).map((changes) => {
    const body: unknown = structuredClone(base);
    for (const change of changes) apply(body, change);
    return body;
  });
}

const NOT_JSON_OBJECTS = [
  '',
  '<html>502</html>',
  'null',
  '[]',
  '"x"',
  '42',
  '{',
  'NaN',
  '\ufeff{}',
];

/** Response texts: the mutated body, truncated, with an overflowing number, or not an object. */
export function bodyText(base: unknown): fc.Arbitrary<string> {
  const json = mutatedBody(base).map((body) => JSON.stringify(body) ?? '');
  return fc.oneof(
    { weight: 6, arbitrary: json },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.nat())
        .map(([text, n]) => text.slice(0, n % Math.max(text.length, 1))),
    },
    {
      weight: 1,
      // JSON.parse reads 1e309 as Infinity: a number no schema field should accept.
      arbitrary: fc.tuple(json, fc.nat()).map(([text, n]) => {
        let seen = 0;
        return text.replace(/-?\d+(\.\d+)?/g, (match) => (seen++ === n % 20 ? '1e309' : match));
      }),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(...NOT_JSON_OBJECTS),
        fc.string(),
        fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
      ),
    },
  );
}
