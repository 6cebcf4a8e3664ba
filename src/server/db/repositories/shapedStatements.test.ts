import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { ShapedStatements } from './shapedStatements';

/** Compiles as the server's PostgreSQL does, without a database. */
const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

interface Values extends Record<string, unknown> {
  city: string;
  from: Date;
}

/** Events in a city from a date, the date used twice (as explore uses a filter in its count and its page). */
const eventsIn = (values: Values) => sql`select id from concerts where city = ${values.city} and date >= ${values.from} and id in (select id from concerts where date >= ${values.from} and note = ${'fixed'})`.compile(db);

describe('ShapedStatements', () => {
  it('builds a shape once and puts each run’s values in their places, a value used twice in both', () => {
    const statements = new ShapedStatements();
    let builds = 0;
    const compile = (values: Values) =>
      statements.compile('events in a city from a date', values, (slots) => {
        builds += 1;
        return eventsIn(slots);
      });
    const pune = compile({ city: 'Pune', from: new Date('2030-01-01') });
    const goa = compile({ city: 'Goa', from: new Date('2031-06-30') });
    expect(builds).toBe(1);
    expect(goa.sql).toBe(pune.sql);
    expect(goa.sql).toBe(eventsIn({ city: 'x', from: new Date() }).sql);
    expect(pune.parameters).toEqual(['Pune', new Date('2030-01-01'), new Date('2030-01-01'), 'fixed']);
    expect(goa.parameters).toEqual(['Goa', new Date('2031-06-30'), new Date('2031-06-30'), 'fixed']);
  });

  it('refuses a build that writes a value into the text instead of passing it as a parameter', () => {
    const statements = new ShapedStatements();
    expect(() => statements.compile('limit in the text', { limit: 40 }, (slots) => sql`select 1 limit ${sql.lit(String(slots.limit))}`.compile(db))).toThrow(
      'ShapedStatements: limit never became a parameter',
    );
  });

  it('holds at most maxShapes shapes, forgetting the oldest', () => {
    const statements = new ShapedStatements(2);
    const built: string[] = [];
    const compile = (shape: string) =>
      statements.compile(shape, { city: 'Pune' }, (slots) => {
        built.push(shape);
        return sql`select ${sql.lit(shape)}, ${slots.city}`.compile(db);
      });
    compile('a');
    compile('b');
    compile('a');
    compile('c');
    compile('b');
    compile('a');
    expect(built).toEqual(['a', 'b', 'c', 'a']);
  });
});
