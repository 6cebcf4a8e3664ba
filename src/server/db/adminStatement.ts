import { Client } from 'pg';

/** Runs one statement (create or drop a database) on a connection of its own to `adminUrl`, closed straight after. */
export async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
