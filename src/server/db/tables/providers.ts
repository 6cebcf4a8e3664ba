import type { ColumnType, Generated } from 'kysely';
import type { ProviderDefinition } from '../../../shared/providerDefinition';
import type { CreatedAt } from './accounts';

/** jsonb: written as JSON text, read as the definition. */
type DefinitionColumn = ColumnType<ProviderDefinition, string, string>;

export interface ProviderTable {
  id: Generated<number>;
  slug: string;
  /** The first DKIM domain: what events name (concerts.expected_dkim_domain refers to it). */
  domain: string;
  enabled: Generated<boolean>;
  current_version: Generated<number>;
  updated_at: CreatedAt;
}

export interface ProviderVersionTable {
  provider_id: number;
  version: number;
  definition: DefinitionColumn;
  created_at: CreatedAt;
  created_by: number | null;
}

export interface ProviderSampleTable {
  id: Generated<number>;
  provider_id: number;
  /** The version current when it was kept. */
  version: number;
  file_name: string;
  raw: Buffer;
  added_at: CreatedAt;
  added_by: number | null;
}
