import pg from 'pg';

/** One statement on its own connection to TEST_DATABASE_URL: creating and dropping databases. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
