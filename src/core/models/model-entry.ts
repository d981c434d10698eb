// One model as the UI offers it: built from the model table, the custom-model syntax and the server's
// groups (models/index.ts); never stored.

export interface ModelEntry {
  name: string;
  displayName?: string;
  available: boolean;
  isDefault?: boolean;
  sorted: number;
  provider: {
    id: string;
    providerName: string;
    providerType: string;
    sorted: number;
  };
}
