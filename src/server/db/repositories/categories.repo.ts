import type { Db } from '../database';
import type { CategoryRow, NewCategory } from '../tables/catalogue';

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('id').execute();
}

export function findCategoryById(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCategories(db: Db, rows: NewCategory[]): Promise<CategoryRow[]> {
  return db.insertInto('categories').values(rows).returningAll().execute();
}
