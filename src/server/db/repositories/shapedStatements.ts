import { CompiledQuery } from 'kysely';

/** Stands for one named value while a statement is built: compiled, it marks that value's parameter. */
class Slot {
  constructor(readonly name: string) {}
}

/** Where each parameter of a compiled shape comes from: a named value of the run, or a value fixed by the build. */
type Source = { name: string } | { fixed: unknown };

interface Shape {
  sql: string;
  sources: Source[];
}

/**
 * Statements compiled once per shape. A shape is everything that changes a statement's text (which filters, which
 * order, numbers written into the text); its values change only its parameters. The first run of a shape builds the
 * statement with a slot in place of each value, compiles it, and learns which parameter holds which value; every
 * later run takes that text and puts its own values in their places. Building and compiling an explore page with
 * Kysely cost the API about 30 µs a request, a seventh of its CPU for an uncached page (docs/decisions/uncached-reads.md).
 */
export class ShapedStatements {
  private shapes = new Map<string, Shape>();

  /** `maxShapes` bounds what callers can make the process hold by choosing filters; past it, the oldest is forgotten. */
  constructor(private readonly maxShapes = 500) {}

  /**
   * The statement for `values` in the shape named `shape`. `build` compiles it from a slot for each value, used only as
   * a parameter (`sql\`${value}\``, a where's right-hand side): a slot is an object, not the value, so nothing may
   * read or compare it. `shape` must name everything else the text depends on.
   */
  compile<V extends Record<string, unknown>>(shape: string, values: V, build: (slots: V) => CompiledQuery): CompiledQuery {
    let known = this.shapes.get(shape);
    if (known === undefined) {
      known = learnShape(values, build);
      if (this.shapes.size >= this.maxShapes) this.shapes.delete(this.shapes.keys().next().value as string);
      this.shapes.set(shape, known);
    }
    return CompiledQuery.raw(
      known.sql,
      known.sources.map((source) => ('name' in source ? values[source.name] : source.fixed)),
    );
  }
}

function learnShape<V extends Record<string, unknown>>(values: V, build: (slots: V) => CompiledQuery): Shape {
  const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)])) as V;
  const compiled = build(slots);
  const sources = compiled.parameters.map((parameter): Source => (parameter instanceof Slot ? { name: parameter.name } : { fixed: parameter }));
  const used = new Set(sources.flatMap((source) => ('name' in source ? [source.name] : [])));
  const unused = Object.keys(values).filter((name) => !used.has(name));
  // A value the build read or wrote into the text instead of passing it on would be frozen into the shape.
  if (unused.length > 0) throw new Error(`ShapedStatements: ${unused.join(', ')} never became a parameter`);
  return { sql: compiled.sql, sources };
}
