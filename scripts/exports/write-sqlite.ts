/**
 * The SQLite database of the downloads, written with node-sqlite3-wasm (SQLite compiled
 * to WebAssembly, with FTS5; no compiler, no download outside npm): one table per
 * {@link Table} with its primary key, foreign keys and indexes, and an FTS5 index
 * (external content, keyed by rowid) over office and branch names.
 */
import { chmodSync, rmSync } from 'node:fs';
import sqlite from 'node-sqlite3-wasm';
import type { Cell, Column, Table } from './tables.js';

const SQL_TYPE = { TEXT: 'TEXT', INTEGER: 'INTEGER', REAL: 'REAL', BOOLEAN: 'INTEGER' } as const;

function columnSql(column: Column): string {
  const check = column.type === 'BOOLEAN' ? ` CHECK (${column.name} IN (0, 1))` : '';
  const references = column.references ? ` REFERENCES ${column.references}` : '';
  return `${column.name} ${SQL_TYPE[column.type]}${column.nullable ? '' : ' NOT NULL'}${check}${references}`;
}

/**
 * The statements that create a table, its indexes and its full-text index.
 *
 * @example
 * tableSql(table)[0] // 'CREATE TABLE states (slug TEXT NOT NULL, …, PRIMARY KEY (slug))'
 */
export function tableSql(table: Table): string[] {
  const columns = [...table.columns.map(columnSql), `PRIMARY KEY (${table.primaryKey.join(', ')})`];
  const statements = [`CREATE TABLE ${table.name} (${columns.join(', ')})`];
  for (const index of table.indexes) statements.push(`CREATE INDEX ${table.name}_${index.join('_')} ON ${table.name} (${index.join(', ')})`);
  if (table.fullText) {
    statements.push(`CREATE VIRTUAL TABLE ${table.name}_fts USING fts5(${table.fullText.join(', ')}, content='${table.name}', content_rowid='rowid')`);
  }
  return statements;
}

const toSql = (cell: Cell) => (typeof cell === 'boolean' ? (cell ? 1 : 0) : cell);

/** Writes every table into a new database file at `path` (replacing one that is there). */
export function writeSqlite(path: string, tables: readonly Table[]): void {
  rmSync(path, { force: true });
  const db = new sqlite.Database(path);
  try {
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON; PRAGMA page_size = 4096;');
    db.exec('BEGIN');
    for (const table of tables) {
      for (const statement of tableSql(table)) db.exec(statement);
      const insert = db.prepare(`INSERT INTO ${table.name} VALUES (${table.columns.map(() => '?').join(', ')})`);
      try {
        for (const row of table.rows) insert.run(row.map(toSql));
      } finally {
        insert.finalize();
      }
      if (table.fullText) db.exec(`INSERT INTO ${table.name}_fts(${table.name}_fts) VALUES ('rebuild')`);
    }
    db.exec('COMMIT');
    db.exec('ANALYZE; VACUUM;');
  } finally {
    db.close();
  }
  // The WebAssembly file system creates files for its owner only; a download is for everyone.
  chmodSync(path, 0o644);
}
